import CSQLite
import Foundation

/// One connection to a SQLite database: it owns the handle, prepares statements with bound
/// parameters only, and turns every result code into a thrown ``SQLiteError``.
/// - SeeAlso: https://www.sqlite.org/c3ref/open.html
package final class Database {
    let handle: OpaquePointer
    /// The file the connection was opened on (":memory:" for a private in-memory database).
    let path: String
    private var statements: [String: Statement] = [:]
    private var savepointDepth = 0

    /// The flags the connection was opened with (`SQLITE_OPEN_...`).
    let openFlags: Int32

    /// Opens (creating if needed) the database at `path` in WAL mode, with foreign keys on and a
    /// busy timeout so that concurrent `flash` processes wait for each other instead of failing.
    /// A file that is not flash's store is opened with `flags` and `settings` instead, and
    /// nothing else (``init(foreignFile:)``). The flags ask for no mutex around every call: a
    /// connection is never used by two threads at once, since Database is not Sendable and the
    /// response cache's own connection sits behind a lock (the per-call mutex cost a twentieth
    /// of reading a 10,000-card list).
    init(path: String, busyTimeout: Int32 = 10_000, flags: Int32 = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
         settings: String? = nil) throws {
        var pointer: OpaquePointer?
        openFlags = flags
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard let pointer else { throw SQLiteError(code: code, message: "cannot open database", sql: nil) }
        handle = pointer
        self.path = path
        guard code == SQLITE_OK else {
            let error = SQLiteError(code: code, message: String(cString: sqlite3_errmsg(pointer)), sql: nil)
            sqlite3_close_v2(pointer)
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        if let settings {
            try execute(settings)
            return
        }
        try check(sqlite3_busy_timeout(handle, busyTimeout), sql: nil)
        try retryingWhileBusy(for: Double(busyTimeout) / 1000) {
            if path != ":memory:", try first("PRAGMA journal_mode")?.string("journal_mode") != "wal" {
                try execute("PRAGMA journal_mode = WAL")
            }
        }
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// Runs `body` again while SQLite says the database is busy, for up to `seconds`. Switching
    /// to WAL needs an exclusive lock and SQLite may refuse it at once, without calling the busy
    /// handler, while another process opens the same new database.
    func retryingWhileBusy(for seconds: Double, _ body: () throws -> Void) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do {
                return try body()
            } catch let error as SQLiteError where error.isBusy && Date() < deadline {
                usleep(useconds_t.random(in: 5_000...20_000))
            }
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that take no parameters and return no rows of interest.
    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// A prepared statement for `sql`, cached for the life of the connection.
    func prepare(_ sql: String) throws -> Statement {
        if let cached = statements[sql] {
            try cached.reset()
            return cached
        }
        let statement = try Statement(database: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` with `bindings` and returns every row.
    @discardableResult
    func query(_ sql: String, _ bindings: any SQLBindable...) throws -> [Row] {
        let statement = try prepare(sql)
        try statement.bind(bindings.map(\.sqlValue))
        return try statement.rows()
    }

    /// Runs `sql` with `bindings` and returns the first row, if any.
    func first(_ sql: String, _ bindings: any SQLBindable...) throws -> Row? {
        let statement = try prepare(sql)
        try statement.bind(bindings.map(\.sqlValue))
        defer { try? statement.reset() }
        return try statement.step()
    }

    /// Runs a change and returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ bindings: any SQLBindable...) throws -> Int {
        try run(sql, values: bindings.map(\.sqlValue))
    }

    /// Runs a change with bindings given as an array, and returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, values: [SQLValue]) throws -> Int {
        let statement = try prepare(sql)
        try statement.bind(values)
        _ = try statement.step()
        try statement.reset()
        return Int(sqlite3_changes(handle))
    }

    /// True when the database has a table of that name (tables of later features may be absent).
    func hasTable(_ name: String) throws -> Bool {
        try first("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?", name) != nil
    }

    /// True while a transaction is open on this connection.
    var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the last successful INSERT on this connection.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs `body` inside a transaction; commits when it returns, rolls back when it throws.
    /// `immediate` takes the write lock at once, which avoids deadlocks between writers. Inside
    /// another transaction it becomes a savepoint: a failure undoes only this body's changes and
    /// the outer transaction decides what is kept, so callers need not know whether one is open.
    /// - SeeAlso: https://www.sqlite.org/lang_savepoint.html
    func transaction<T>(immediate: Bool = true, _ body: () throws -> T) throws -> T {
        let scope = try begin(immediate: immediate)
        defer { end(scope) }
        do {
            let value = try body()
            try execute(scope.commit)
            return value
        } catch {
            for statement in scope.rollback { try? execute(statement) }
            throw error
        }
    }

    /// ``transaction(immediate:_:)`` for a body that awaits (a sync waiting on the server while
    /// it holds the write lock).
    nonisolated(nonsending) func awaitingTransaction<T>(immediate: Bool = true, _ body: () async throws -> T) async throws -> T {
        let scope = try begin(immediate: immediate)
        defer { end(scope) }
        do {
            let value = try await body()
            try execute(scope.commit)
            return value
        } catch {
            for statement in scope.rollback { try? execute(statement) }
            throw error
        }
    }

    /// Turns a result code into an error: a refused constraint is the store's own
    /// ``StoreError``, anything else a ``SQLiteError`` with the SQL that was running.
    func check(_ code: Int32, sql: String?) throws {
        guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
        let message = String(cString: sqlite3_errmsg(handle))
        if code & 0xff == SQLITE_CONSTRAINT { throw StoreError(constraint: code, message: message) }
        throw SQLiteError(code: code, message: message, sql: sql)
    }
}

private extension Database {
    /// How a transaction ends, kept or undone: its own, or a savepoint inside an open one.
    struct TransactionScope {
        let commit: String
        let rollback: [String]
        let nested: Bool
    }

    func begin(immediate: Bool) throws -> TransactionScope {
        guard inTransaction else {
            try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
            return TransactionScope(commit: "COMMIT", rollback: ["ROLLBACK"], nested: false)
        }
        savepointDepth += 1
        let name = "nested_\(savepointDepth)"
        do {
            try execute("SAVEPOINT \(name)")
        } catch {
            savepointDepth -= 1
            throw error
        }
        return TransactionScope(commit: "RELEASE \(name)", rollback: ["ROLLBACK TO \(name)", "RELEASE \(name)"], nested: true)
    }

    func end(_ scope: TransactionScope) {
        if scope.nested { savepointDepth -= 1 }
    }
}
