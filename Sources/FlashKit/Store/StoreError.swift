/// Problems with the data directory or database that a user can act on.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    case newerSchema(found: Int, known: Int, path: String)
    case cannotCreateDirectory(String)

    public var description: String {
        switch self {
        case let .newerSchema(found, known, path):
            "the database \(path) was written by a newer flash (schema \(found); this flash knows up to \(known)): upgrade flash"
        case let .cannotCreateDirectory(path):
            "cannot create the data directory \(path)"
        }
    }
}
