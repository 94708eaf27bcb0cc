#ifndef MENU_PLAYGROUND_CCAIRO_SHIM_H
#define MENU_PLAYGROUND_CCAIRO_SHIM_H
// cairo (with its PNG reader and writer, part of libcairo) and librsvg, which renders SVG
// documents through a cairo context.
#include <cairo.h>
#include <librsvg/rsvg.h>
#endif
