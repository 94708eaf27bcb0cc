#ifndef MENU_PLAYGROUND_CTCMALLOC_SHIM_H
#define MENU_PLAYGROUND_CTCMALLOC_SHIM_H
// gperftools' TCMalloc replaces malloc for the whole server process when the executable links it;
// its C extension API says which allocator is in use and hands free memory back to the system.
#include <gperftools/malloc_extension_c.h>
#endif
