#ifndef MENU_PLAYGROUND_CSQLITE_SHIM_H
#define MENU_PLAYGROUND_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import:
// bound text is copied by SQLite, so the caller's buffer may go right after the call.
static inline int menu_playground_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}
#endif
