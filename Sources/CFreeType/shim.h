#ifndef MENU_PLAYGROUND_CFREETYPE_SHIM_H
#define MENU_PLAYGROUND_CFREETYPE_SHIM_H
// FreeType's face loading, which checks each font file before HarfBuzz opens it; the shim only
// gives the module its header (FT_FREETYPE_H is a macro naming it, which Swift cannot expand).
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
