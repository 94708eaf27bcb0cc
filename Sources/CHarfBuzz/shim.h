#ifndef MENU_PLAYGROUND_CHARFBUZZ_SHIM_H
#define MENU_PLAYGROUND_CHARFBUZZ_SHIM_H
// HarfBuzz's shaping, font, face, draw and OpenType APIs; the shim only gives the module its
// headers. FreeType, which the server calls directly too, has its own module (CFreeType).
#include <hb.h>
#include <hb-ot.h>
#endif
