import CSQLite

extension Database {
    /// Copies the database into a new file at `path` with SQLite's online backup, which sees
    /// one consistent state even while other connections write.
    /// - SeeAlso: https://www.sqlite.org/backup.html
    func backup(to path: String) throws {
        var pointer: OpaquePointer?
        let code = sqlite3_open_v2(path, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard let target = pointer else { throw SQLiteError(code: code, message: "cannot open \(path)", sql: nil) }
        defer { sqlite3_close_v2(target) }
        guard code == SQLITE_OK else { throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(target)), sql: nil) }
        guard let backup = sqlite3_backup_init(target, "main", handle, "main") else {
            throw SQLiteError(code: sqlite3_errcode(target), message: String(cString: sqlite3_errmsg(target)), sql: nil)
        }
        var step = sqlite3_backup_step(backup, -1)
        while step == SQLITE_BUSY || step == SQLITE_LOCKED {
            sqlite3_sleep(10)
            step = sqlite3_backup_step(backup, -1)
        }
        let finished = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE, finished == SQLITE_OK else {
            throw SQLiteError(code: step == SQLITE_DONE ? finished : step, message: String(cString: sqlite3_errmsg(target)), sql: nil)
        }
    }
}
