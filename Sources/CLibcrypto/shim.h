#ifndef MENU_PLAYGROUND_CLIBCRYPTO_SHIM_H
#define MENU_PLAYGROUND_CLIBCRYPTO_SHIM_H
// Only OpenSSL's message digests (EVP), for SHA-256; the shim gives the module its header.
#include <openssl/evp.h>
#endif
