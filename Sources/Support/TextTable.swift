/// Columns aligned with spaces; cells are made printable first. Each cell's width is counted
/// once, as it is added, in terminal columns (a Chinese or Japanese character or an emoji takes
/// two: ``Text/displayWidth(_:)``), and the table is written into one string: `flash show` lays
/// out 10,000 rows this way.
public struct TextTable {
    private var cells: [String]
    /// The width of each cell of `cells`, in terminal columns.
    private var cellWidths: [Int32]
    private var columnWidths: [Int]
    private var textLength = 0

    public init(_ headers: String...) {
        cells = []
        cellWidths = []
        columnWidths = Array(repeating: 0, count: headers.count)
        for (column, header) in headers.enumerated() { append(header, width: Text.displayWidth(header), column: column) }
    }

    public mutating func add(_ cells: String...) {
        precondition(cells.count == columnWidths.count, "a row of \(cells.count) cells in a table of \(columnWidths.count) columns")
        for (column, cell) in cells.enumerated() {
            // Plain printable ASCII, nearly every cell, is already printable and one column a byte.
            if cell.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                append(cell, width: cell.utf8.count, column: column)
            } else {
                let printable = Text.printable(cell)
                append(printable, width: Text.displayWidth(printable), column: column)
            }
        }
    }

    /// The table as lines: every column but the last padded to its widest cell, two spaces
    /// between columns. `style` may colour a row's cell after padding: (row, column, text) -> text.
    public func render(style: ((Int, Int, String) -> String)? = nil) -> String {
        let columns = columnWidths.count
        var output: [UInt8] = []
        // Enough for the cells and, at most, a full line of padding and separators per row.
        output.reserveCapacity(textLength + (columnWidths.reduce(0, +) + 2 * columns + 1) * cells.count / max(1, columns))
        for (index, cell) in cells.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            if column == 0, row > 0 { output.append(UInt8(ascii: "\n")) }
            let padding = column < columns - 1 ? columnWidths[column] - Int(cellWidths[index]) : 0
            if let style, row > 0 {
                output.append(contentsOf: style(row - 1, column, cell + String(repeating: " ", count: padding)).utf8)
            } else {
                var cell = cell
                cell.withUTF8 { output.append(contentsOf: $0) }
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
            }
            if column < columns - 1 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2)) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func append(_ cell: String, width: Int, column: Int) {
        cells.append(cell)
        cellWidths.append(Int32(width))
        columnWidths[column] = max(columnWidths[column], width)
        textLength += cell.utf8.count
    }
}
