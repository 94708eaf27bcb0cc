#ifndef MENU_PLAYGROUND_CQRENCODE_SHIM_H
#define MENU_PLAYGROUND_CQRENCODE_SHIM_H
// libqrencode: QR code symbols as module matrices. Its API is plain C, callable as it is.
#include <qrencode.h>
#endif
