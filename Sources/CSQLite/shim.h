#ifndef FLASH_CSQLITE_SHIM_H
#define FLASH_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer; Swift cannot import it.
// See https://www.sqlite.org/c3ref/bind_blob.html
static inline int flash_sqlite3_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

static inline int flash_sqlite3_bind_blob_transient(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}
// sqlite3_db_config is variadic; Swift cannot call it. Turns off the checkpoint SQLite runs
// when the last connection to a WAL database closes. See https://www.sqlite.org/c3ref/c_dbconfig_defensive.html
static inline int flash_sqlite3_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
#endif
