#ifndef MENU_PLAYGROUND_CCAIRO_SHIM_H
#define MENU_PLAYGROUND_CCAIRO_SHIM_H
// cairo, with its PNG reader and writer (part of libcairo). librsvg has its own module, CRsvg.
#include <cairo.h>
#endif
