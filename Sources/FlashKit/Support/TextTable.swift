/// Columns aligned with spaces; cells are made printable first.
public struct TextTable {
    var headers: [String]
    var rows: [[String]] = []

    public init(_ headers: String...) {
        self.headers = headers
    }

    public mutating func add(_ cells: String...) {
        rows.append(cells.map(Text.printable))
    }

    /// The table as lines; `style` may colour a cell after padding: (row, column, text) -> text.
    public func render(style: (Int, Int, String) -> String = { $2 }) -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String], row: Int?) -> String {
            cells.enumerated().map { column, cell in
                let padded = column == cells.count - 1 ? cell : cell.padded(to: widths[column])
                return row.map { style($0, column, padded) } ?? padded
            }.joined(separator: "  ")
        }
        return ([line(headers, row: nil)] + rows.enumerated().map { line($1, row: $0) }).joined(separator: "\n")
    }
}
