/// A failed SQLite call, carrying the result code, SQLite's message and the SQL that was running.
/// Internal: refused constraints leave the store as ``StoreError`` cases, and no result code
/// reaches a caller outside Store.
struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The primary or extended SQLite result code.
    let code: Int32
    /// SQLite's own explanation.
    let message: String
    /// The statement that was being prepared or run, when there was one.
    let sql: String?

    var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    /// True when the database is locked or busy beyond the busy timeout.
    var isBusy: Bool { code & 0xff == 5 || code & 0xff == 6 }
}
