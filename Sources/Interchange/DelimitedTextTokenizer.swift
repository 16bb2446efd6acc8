import Store
/// Splits delimited text into rows of cells, as RFC 4180 says: a cell that starts with a quote
/// runs to the next lone quote, holding separators and line breaks, and `""` inside it is one
/// quote. Rows end at LF, CRLF or CR, or at a custom row separator. Lenient where files in the
/// wild are: spaces before an opening quote are skipped, text after a closing quote is kept,
/// and a quote inside an unquoted cell is an ordinary character (Quizlet exports never quote).
struct DelimitedTextTokenizer {
    /// One row, with the number of the line it starts on.
    package struct Row: Equatable {
        var cells: [String]
        var line: Int
    }

    let separator: [UInt8]
    /// nil: rows end at line breaks.
    let rowSeparator: [UInt8]?
    /// When true a row starting with `#` is a comment, as Anki reads it.
    let skipsComments: Bool

    /// The rows of `bytes` (valid UTF-8), whose first line has the number `firstLine`, and how
    /// many comment lines were skipped.
    func rows(in bytes: ArraySlice<UInt8>, firstLine: Int) throws -> (rows: [Row], comments: Int) {
        var scanner = Scanner(bytes: bytes, index: bytes.startIndex, line: firstLine, tokenizer: self)
        var rows: [Row] = [], comments = 0
        while !scanner.atEnd {
            if skipsComments, scanner.peek == UInt8(ascii: "#") {
                scanner.skipLine()
                comments += 1
                continue
            }
            let row = try scanner.row()
            guard row.cells.contains(where: { !$0.isEmpty }) else { continue }
            guard rows.count < DelimitedTextReader.maximumRows else { throw DelimitedTextError.tooManyRows(line: row.line) }
            rows.append(row)
        }
        return (rows, comments)
    }
}

private extension DelimitedTextTokenizer {
    static let quote = UInt8(ascii: "\"")
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    struct Scanner {
        let bytes: ArraySlice<UInt8>
        var index: Int
        var line: Int
        let tokenizer: DelimitedTextTokenizer

        var atEnd: Bool { index >= bytes.endIndex }
        var peek: UInt8 { bytes[index] }

        mutating func row() throws -> Row {
            let start = line
            var cells: [String] = []
            while true {
                let cell = try self.cell()
                cells.append(try checked(cell, line: start, column: cells.count + 1))
                guard cells.count <= DelimitedTextReader.maximumColumns else { throw DelimitedTextError.tooManyColumns(line: start) }
                if matches(tokenizer.separator) {
                    index += tokenizer.separator.count
                    continue
                }
                endRow()
                return Row(cells: cells, line: start)
            }
        }

        mutating func cell() throws -> [UInt8] {
            var content: [UInt8] = []
            if let opening = quoteAfterSpaces() {
                index = opening + 1
                try quoted(into: &content)
            }
            while !atEnd, !atRowEnd, !matches(tokenizer.separator) {
                content.append(advance())
            }
            return content
        }

        /// Reads up to the closing quote, which it consumes.
        mutating func quoted(into content: inout [UInt8]) throws {
            let start = line
            while !atEnd {
                let byte = advance()
                guard byte == DelimitedTextTokenizer.quote else {
                    content.append(byte)
                    continue
                }
                guard !atEnd, peek == DelimitedTextTokenizer.quote else { return }
                content.append(advance())
            }
            throw DelimitedTextError.unclosedQuote(line: start)
        }

        /// Where a cell's opening quote is, when the cell starts with one after spaces.
        func quoteAfterSpaces() -> Int? {
            var position = index
            while position < bytes.endIndex, bytes[position] == 0x20 || bytes[position] == 0x09, bytes[position] != tokenizer.separator[0] {
                position += 1
            }
            return position < bytes.endIndex && bytes[position] == DelimitedTextTokenizer.quote ? position : nil
        }

        var atRowEnd: Bool {
            guard let rowSeparator = tokenizer.rowSeparator else {
                return peek == DelimitedTextTokenizer.lineFeed || peek == DelimitedTextTokenizer.carriageReturn
            }
            return matches(rowSeparator)
        }

        mutating func endRow() {
            guard !atEnd else { return }
            if let rowSeparator = tokenizer.rowSeparator {
                for _ in rowSeparator { _ = advance() }
            } else {
                skipLineBreak()
            }
        }

        mutating func skipLine() {
            while !atEnd, peek != DelimitedTextTokenizer.lineFeed, peek != DelimitedTextTokenizer.carriageReturn { index += 1 }
            skipLineBreak()
        }

        /// Consumes LF, CRLF or CR.
        mutating func skipLineBreak() {
            guard !atEnd else { return }
            if advance() == DelimitedTextTokenizer.carriageReturn, !atEnd, peek == DelimitedTextTokenizer.lineFeed { _ = advance() }
        }

        func matches(_ pattern: [UInt8]) -> Bool {
            guard index < bytes.endIndex, bytes[index] == pattern[0] else { return false }
            return bytes[index...].starts(with: pattern)
        }

        /// The next byte, counting lines: LF ends one, and so does a CR not followed by LF.
        mutating func advance() -> UInt8 {
            let byte = bytes[index]
            index += 1
            let crAlone = byte == DelimitedTextTokenizer.carriageReturn && (atEnd || peek != DelimitedTextTokenizer.lineFeed)
            if byte == DelimitedTextTokenizer.lineFeed || crAlone { line += 1 }
            return byte
        }

        func checked(_ cell: [UInt8], line: Int, column: Int) throws -> String {
            let text = String(decoding: cell, as: UTF8.self)
            if cell.count > DelimitedTextReader.maximumCellLength, text.count > DelimitedTextReader.maximumCellLength {
                throw DelimitedTextError.cellTooLong(line: line, column: column, length: text.count)
            }
            return text
        }
    }
}
