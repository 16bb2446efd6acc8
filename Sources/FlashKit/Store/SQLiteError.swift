/// A failed SQLite call, carrying the result code, SQLite's message and the SQL that was running.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The primary or extended SQLite result code.
    public let code: Int32
    /// SQLite's own explanation.
    public let message: String
    /// The statement that was being prepared or run, when there was one.
    public let sql: String?

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " - while executing `\(sql)`" }
        return text
    }

    /// True when the database is locked or busy beyond the busy timeout.
    public var isBusy: Bool { code & 0xff == 5 || code & 0xff == 6 }
    /// True when a UNIQUE, PRIMARY KEY or other constraint refused the change.
    public var isConstraint: Bool { code & 0xff == 19 }
}
