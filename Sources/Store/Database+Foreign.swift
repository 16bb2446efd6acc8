import CSQLite
import Foundation

/// How flash opens a database file it did not write (an Anki collection unpacked from a package):
/// read-only, whatever the file says of itself.
/// - SeeAlso: https://www.sqlite.org/uri.html, https://www.sqlite.org/pragma.html#pragma_cell_size_check
extension Database {
    /// Read-only, and the path read as a `file:` URI (`?mode=ro&immutable=1`) however SQLite was
    /// built: without `SQLITE_OPEN_URI`, a SQLite built without `SQLITE_USE_URI` would take the
    /// whole URI for a file name, and open (or create) that file read-write.
    static let foreignFlags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX

    /// No writes even through a hostile schema's triggers or views, no functions with side effects
    /// called from the schema, and each page's cells checked as they are read, so a corrupt file
    /// is an error rather than garbage.
    static let foreignSettings = "PRAGMA query_only = ON; PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON"

    /// Opens the file at `path` (an absolute path) as a foreign database: read-only, immutable.
    convenience init(foreignFile path: String) throws {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        try self.init(path: "file:\(encoded)?mode=ro&immutable=1", flags: Self.foreignFlags, settings: Self.foreignSettings)
    }
}
