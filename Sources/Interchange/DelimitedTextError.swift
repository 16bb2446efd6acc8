import Support

/// Why a delimited text file was refused; each message is one line and names the line of the
/// file, or the column, at fault.
enum DelimitedTextError: Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int)
    case utf16
    case invalidUTF8(line: Int)
    case invalidSeparator(String)
    case invalidHeader(line: Int, header: String, expected: String)
    case unclosedQuote(line: Int)
    case cellTooLong(line: Int, column: Int, length: Int)
    case tooManyColumns(line: Int)
    case tooManyRows(line: Int)
    case invalidColumns(String)
    case noSuchColumn(String, labels: [String])
    case columnOutOfRange(Int, count: Int)
    case sameColumn(Int)
    case noRows

    /// The message, one line.
    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the file has \((bytes + 1_048_575) / 1_048_576) MB; text files of at most \(DelimitedTextReader.maximumBytes / 1_048_576) MB are read"
        case .utf16:
            "the file is UTF-16 text; flash reads UTF-8 (save it as \"CSV UTF-8\" or \"Unicode (UTF-8)\")"
        case .invalidUTF8(let line):
            "line \(line): not valid UTF-8 text (flash reads UTF-8 only)"
        case .invalidSeparator(let value):
            "'\(Text.printable(value))' is no separator: use comma, tab, semicolon, pipe, space, colon or up to \(DelimitedTextSeparator.maximumLength) characters without quotes"
        case let .invalidHeader(line, header, expected):
            "line \(line): '\(Text.printable(header))' is not a valid header: expected \(expected)"
        case .unclosedQuote(let line):
            "line \(line): a quoted cell is never closed (a cell that starts with \" ends with \"; write \"\" for a quote inside it)"
        case let .cellTooLong(line, column, length):
            "line \(line), column \(column): a cell of \(length) characters is too long (at most \(DelimitedTextReader.maximumCellLength))"
        case .tooManyColumns(let line):
            "line \(line): more than \(DelimitedTextReader.maximumColumns) columns"
        case .tooManyRows(let line):
            "line \(line): more than \(DelimitedTextReader.maximumRows) rows; split the file"
        case .invalidColumns(let value):
            "'\(Text.printable(value))' does not say which columns to read: give NATIVE,LEARNED as names or numbers (\"Front,Back\", \"2,1\") or one column"
        case let .noSuchColumn(name, labels):
            "no column is named '\(Text.printable(name))'" + (labels.isEmpty ? " (the file names no columns; give numbers)" : "; the file's columns: \(labels.map(Text.printable).joined(separator: ", "))")
        case let .columnOutOfRange(number, count):
            "there is no column \(number): the file has \(count) column\(count == 1 ? "" : "s")"
        case .sameColumn(let number):
            "column \(number) cannot be both the native and the learned words"
        case .noRows:
            "the file has no rows with words"
        }
    }
}
