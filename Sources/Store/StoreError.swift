import FoundationEssentials

/// Problems with the data directory or database that a user can act on.
enum StoreError: Error, CustomStringConvertible, Equatable {
    case newerSchema(found: Int, known: Int, path: String)
    case cannotCreateDirectory(String)
    /// A stored value that cannot be read back: a column missing or empty, text where a number
    /// belongs, a value that is not one of its kind's, or JSON that does not parse.
    case damaged(table: String, column: String, row: String, problem: String)
    /// A change refused because `table` already has a row with the same `columns`.
    case duplicate(table: String, columns: [String])
    /// A change refused because the list, card or session it refers to is gone (deleted by
    /// another flash while this one ran).
    case missingReference
    /// A change refused by another rule of the schema (a value left empty, a failed check).
    case refused(String)

    public var description: String {
        switch self {
        case let .newerSchema(found, known, path):
            "the database \(path) was written by a newer flash (schema \(found); this flash knows up to \(known)): upgrade flash"
        case let .cannotCreateDirectory(path):
            "cannot create the data directory \(path)"
        case let .damaged(table, column, row, problem):
            "the database is damaged: table \(table), row \(row), column \(column) \(problem)"
        case let .duplicate(table, columns):
            "the database already has a row in \(table) with the same \(columns.joined(separator: ", "))"
        case .missingReference:
            "what this refers to was deleted meanwhile (by another flash?), so it was not stored"
        case .refused(let message):
            "the database refused the change: \(message)"
        }
    }
}

extension StoreError {
    /// The store's error for a refused constraint, from SQLite's extended result code and
    /// message ("UNIQUE constraint failed: lists.profile_id, lists.name_key").
    /// - SeeAlso: https://www.sqlite.org/rescode.html#constraint
    init(constraint code: Int32, message: String) {
        switch code {
        case 2067, 1555: // SQLITE_CONSTRAINT_UNIQUE, SQLITE_CONSTRAINT_PRIMARYKEY
            let qualified = message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
            let columns = qualified.split(separator: ",").map { $0.trimmingSpaces() }
            let table = columns.first?.split(separator: ".").first.map(String.init) ?? "?"
            self = .duplicate(table: table, columns: columns.map { String($0.split(separator: ".").last ?? "") })
        case 787: // SQLITE_CONSTRAINT_FOREIGNKEY
            self = .missingReference
        default:
            self = .refused(message)
        }
    }
}
