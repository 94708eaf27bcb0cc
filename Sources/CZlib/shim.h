#ifndef MENU_PLAYGROUND_CZLIB_SHIM_H
#define MENU_PLAYGROUND_CZLIB_SHIM_H
#include <zlib.h>

// deflateInit2/inflateInit2 are macros that pass the library version and the stream size;
// Swift cannot call macros, so these wrappers do it.
static inline int mp_deflate_init(z_stream *stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

static inline int mp_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}
#endif
