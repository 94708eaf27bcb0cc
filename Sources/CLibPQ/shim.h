#ifndef MENU_PLAYGROUND_CLIBPQ_SHIM_H
#define MENU_PLAYGROUND_CLIBPQ_SHIM_H
// libpq's client API (Debian's libpq-dev puts it under /usr/include/postgresql) and poll(2),
// which waits on the connection's socket under the store's deadline.
#include <libpq-fe.h>
#include <poll.h>
#endif
