import CSQLite

extension SQLiteError {
    /// A REAL read where a whole number belongs that no `Int` holds (1e300, NaN): SQLite lets
    /// any column hold any type, and a file from outside may hold one. A data type mismatch.
    static func notAnInteger(column: String, value: Double) -> SQLiteError {
        SQLiteError(code: SQLITE_MISMATCH, message: "column '\(column)' holds \(value), which is not a whole number flash can read", sql: nil)
    }
}
