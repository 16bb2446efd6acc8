/// The column names of a statement's result and where each one sits, worked out once per
/// statement and shared by every row it returns, so reading a column by name is one lookup
/// instead of a search through the names for every column of every row.
final class ColumnLayout: Sendable {
    let names: [String]
    private let positions: [String: Int]

    init(names: [String]) {
        self.names = names
        // A name given twice (`SELECT a.id, b.id`) reads as its first column, as before.
        positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of the first column called `name`, or nil when the result has none.
    func position(of name: String) -> Int? { positions[name] }
}
