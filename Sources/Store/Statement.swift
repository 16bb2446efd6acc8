import CSQLite
import FoundationEssentials

/// A value bound to, or read from, a SQLite statement.
package enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// Conversions used when binding Swift values.
protocol SQLBindable {
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable { var sqlValue: SQLValue { self } }
extension Int: SQLBindable { var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { var sqlValue: SQLValue { .integer(self) } }
extension Double: SQLBindable { var sqlValue: SQLValue { .real(self) } }
extension String: SQLBindable { var sqlValue: SQLValue { .text(self) } }
extension Bool: SQLBindable { var sqlValue: SQLValue { .integer(self ? 1 : 0) } }
extension Date: SQLBindable { var sqlValue: SQLValue { .real(timeIntervalSince1970) } }
extension Optional: SQLBindable where Wrapped: SQLBindable {
    var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

/// One row of a result, read by column name or index. Its accessors are lenient (a missing
/// column reads as NULL, 0 or ""), which suits what a query computes itself (`COUNT(*)`, ids
/// it selected); rows of tables are read through ``TableRow``, which names any damage.
package struct Row: Sendable {
    let columns: ColumnLayout
    let values: [SQLValue]

    var names: [String] { columns.names }

    subscript(_ index: Int) -> SQLValue { values[index] }

    subscript(_ name: String) -> SQLValue {
        guard let index = columns.position(of: name) else { return .null }
        return values[index]
    }

    /// The column as a whole number: a REAL is cut to its integer part, and one no `Int` holds
    /// (1e300, NaN), which a file from outside may hold, throws instead of trapping.
    func int(_ name: String) throws -> Int {
        switch self[name] {
        case .integer(let value): return Int(value)
        case .real(let value):
            guard let whole = Int(exactly: value.rounded(.towardZero)) else { throw SQLiteError.notAnInteger(column: name, value: value) }
            return whole
        case .text(let value): return Int(value) ?? 0
        default: return 0
        }
    }

    func double(_ name: String) -> Double {
        switch self[name] {
        case .integer(let value): Double(value)
        case .real(let value): value
        case .text(let value): Double(value) ?? 0
        default: 0
        }
    }

    func string(_ name: String) -> String { optionalString(name) ?? "" }

    func optionalString(_ name: String) -> String? {
        switch self[name] {
        case .text(let value): value
        case .integer(let value): String(value)
        case .real(let value): String(value)
        default: nil
        }
    }

    func optionalDouble(_ name: String) -> Double? {
        if case .null = self[name] { return nil }
        return double(name)
    }

    func optionalInt(_ name: String) throws -> Int? {
        if case .null = self[name] { return nil }
        return try int(name)
    }

    func date(_ name: String) -> Date { Date(timeIntervalSince1970: double(name)) }

    func optionalDate(_ name: String) -> Date? {
        optionalDouble(name).map(Date.init(timeIntervalSince1970:))
    }

    func bool(_ name: String) throws -> Bool { try int(name) != 0 }
}

/// A prepared statement owned by its ``Database``; finalized when released.
/// - SeeAlso: https://www.sqlite.org/c3ref/stmt.html
final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    /// The SQL text, kept for error messages.
    let sql: String
    private var layout: ColumnLayout?
    private var layoutPrepares: Int32 = 0

    init(database: Database, sql: String) throws {
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &pointer, nil)
        try database.check(code, sql: sql)
        guard let pointer else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "empty statement", sql: sql)
        }
        handle = pointer
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `values` to the statement's parameters, in order.
    func bind(_ values: [SQLValue]) throws {
        try check(sqlite3_clear_bindings(handle))
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw SQLiteError(code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)", sql: sql)
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    /// Steps once and returns the row, or nil when the statement is done.
    func step() throws -> Row? {
        try advance() ? currentRow() : nil
    }

    /// Steps to the end and returns every row, then resets.
    func rows() throws -> [Row] {
        var result: [Row] = []
        defer { try? reset() }
        while let row = try step() { result.append(row) }
        return result
    }

    /// Steps to the end and returns the first column of every row as an integer, without
    /// building rows: what reading a list's ids needs, ten thousand at a time.
    func integers() throws -> [Int64] {
        var result: [Int64] = []
        while try advance() { result.append(sqlite3_column_int64(handle, 0)) }
        return result
    }

    /// Makes the statement ready to run again.
    func reset() throws {
        sqlite3_reset(handle)
    }

    private func bind(_ value: SQLValue, at index: Int32) throws {
        switch value {
        case .null: try check(sqlite3_bind_null(handle, index))
        case .integer(let number): try check(sqlite3_bind_int64(handle, index, number))
        case .real(let number): try check(sqlite3_bind_double(handle, index, number))
        case .text(let text):
            // The byte count is given, so a NUL inside the text does not end it early, and
            // SQLite copies the bytes: a native string's own storage is bound without a copy of ours.
            if let bound = text.utf8.withContiguousStorageIfAvailable({ bindText($0, at: index) }) { return try check(bound) }
            try check(Array(text.utf8).withUnsafeBufferPointer { bindText($0, at: index) })
        case .blob(let bytes):
            try check(bytes.withUnsafeBytes {
                flash_sqlite3_bind_blob_transient(handle, index, $0.baseAddress, Int32($0.count))
            })
        }
    }

    /// Binds UTF-8 text (an empty one as text, not as NULL) for SQLite to copy.
    private func bindText(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int32) -> Int32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return flash_sqlite3_bind_text_transient(handle, index, "", 0) }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            flash_sqlite3_bind_text_transient(handle, index, $0, Int32(bytes.count))
        }
    }

    /// Steps once: true at a row, false when the statement is done; an error throws.
    private func advance() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code != SQLITE_DONE { try check(code) }
        return false
    }

    private func currentRow() -> Row {
        let columns = currentLayout()
        var values: [SQLValue] = []
        values.reserveCapacity(columns.names.count)
        for column in 0..<Int32(columns.names.count) {
            values.append(columnValue(column))
        }
        return Row(columns: columns, values: values)
    }

    /// The result's columns, read once and shared by every row. SQLite prepares the statement
    /// again when the schema changes (`SELECT *` may then gain a column), so a re-prepare, seen
    /// in its counter, reads them afresh.
    /// - SeeAlso: https://www.sqlite.org/c3ref/stmt_status.html
    private func currentLayout() -> ColumnLayout {
        let prepares = sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
        if let layout, layoutPrepares == prepares { return layout }
        let count = sqlite3_column_count(handle)
        let fresh = ColumnLayout(names: (0..<count).map { String(cString: sqlite3_column_name(handle, $0)) })
        (layout, layoutPrepares) = (fresh, prepares)
        return fresh
    }

    private func columnValue(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, column))
            guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    private func check(_ code: Int32) throws {
        try database.check(code, sql: sql)
    }
}
