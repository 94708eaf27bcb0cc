#ifndef MENU_PLAYGROUND_CISAL_SHIM_H
#define MENU_PLAYGROUND_CISAL_SHIM_H
// ISA-L's igzip is plain functions and one stream struct Swift can fill; the shim only gives the
// module its header.
#include <isa-l/igzip_lib.h>
#endif
