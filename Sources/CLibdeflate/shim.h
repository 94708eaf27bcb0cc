#ifndef MENU_PLAYGROUND_CLIBDEFLATE_SHIM_H
#define MENU_PLAYGROUND_CLIBDEFLATE_SHIM_H
// libdeflate's API is plain functions Swift can call; the shim only gives the module its header.
#include <libdeflate.h>
#endif
