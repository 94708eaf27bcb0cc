#ifndef MENU_PLAYGROUND_CHARFBUZZ_SHIM_H
#define MENU_PLAYGROUND_CHARFBUZZ_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#endif
