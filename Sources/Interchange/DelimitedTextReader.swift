import Support
import Store
/// Reads comma- or tab-separated text into a deck: RFC 4180 CSV, TSV, Anki's text exports with
/// their header lines, Quizlet's exports (term, tab, definition; or custom separators given in
/// the options) and spreadsheets saved as CSV. Two word columns make the learner's own pairs;
/// one column makes notes with one side, for the caller to translate like a pasted list.
struct DelimitedTextReader: Sendable {
    /// The largest file read: 32 MB, far above any deck of words.
    static let maximumBytes = 32 * 1_048_576
    /// Rows of notes at most (header lines, comments and empty rows aside).
    static let maximumRows = 50_000
    /// Cells in a row at most.
    static let maximumColumns = 64
    /// Characters in a cell at most, so a stray quote cannot swallow the file.
    static let maximumCellLength = 10_000

    /// How the file is read; the defaults suit flash's, Anki's and Quizlet's exports.
    var options: DelimitedTextOptions

    /// A reader with `options`.
    init(options: DelimitedTextOptions = DelimitedTextOptions()) {
        self.options = options
    }

    /// Reads a file's bytes: UTF-8 (a byte order mark is skipped), header lines first. `name`
    /// names the deck when the file does not (`#deck:`, or a deck column); Anki's `flash::`
    /// prefix is dropped.
    func read(_ bytes: [UInt8], name: String) throws -> DelimitedTextImport {
        let text = try Self.utf8Text(bytes)
        var (header, body, bodyLine) = try DelimitedTextHeader.parse(text)
        var remarks: [String] = []
        let separator = options.separator ?? header.separator ?? Self.guessSeparator(in: body, remarks: &remarks)
        let tokenizer = DelimitedTextTokenizer(
            separator: separator.bytes, rowSeparator: options.rowSeparator?.bytes, skipsComments: options.rowSeparator == nil)
        var (rows, comments) = try tokenizer.rows(in: body, firstLine: bodyLine)
        if let unsplit = header.unsplitColumns {
            header.columns = try tokenizer.rows(in: ArraySlice(unsplit.utf8), firstLine: 1).rows.first?.cells ?? []
        }
        let labels = header.columns ?? takeLabelRow(from: &rows)
        guard !rows.isEmpty else { throw DelimitedTextError.noRows }
        let count = max(labels.count, rows.map(\.cells.count).max() ?? 0)
        let layout = try DelimitedTextLayout(header: header, labels: labels, columnCount: count, options: options)
        var builder = DelimitedTextNoteBuilder(layout: layout, header: header, options: options)
        let made = rows.compactMap { row in builder.note(from: row).map { (line: row.line, note: $0) } }
        let notes = made.map(\.note)
        guard !notes.isEmpty else { throw DelimitedTextError.noRows }
        remarks += builder.remarks(comments: comments, ignored: header.ignored)
        let deck = InterchangeDeck(name: deckName(header: header, rows: rows, layout: layout, fallback: name, remarks: &remarks),
                                   study: header.study, notes: notes)
        return DelimitedTextImport(
            deck: deck, separator: separator, nativeColumn: layout.native.map { $0 + 1 },
            learnedColumn: layout.learned.map { $0 + 1 }, lines: made.map(\.line), remarks: remarks)
    }
}

private extension DelimitedTextReader {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The bytes after a byte order mark, once the size and the encoding are checked.
    static func utf8Text(_ bytes: [UInt8]) throws -> ArraySlice<UInt8> {
        guard bytes.count <= maximumBytes else { throw DelimitedTextError.tooLarge(bytes: bytes.count) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw DelimitedTextError.utf16 }
        let text = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        if String(validating: text, as: UTF8.self) == nil {
            throw DelimitedTextError.invalidUTF8(line: firstInvalidLine(in: text))
        }
        return text
    }

    static func firstInvalidLine(in text: ArraySlice<UInt8>) -> Int {
        var start = text.startIndex, number = 1
        while start < text.endIndex {
            let (line, next) = DelimitedTextHeader.line(in: text, from: start)
            if String(validating: line, as: UTF8.self) == nil { return number }
            (start, number) = (next, number + 1)
        }
        return number
    }

    /// The first row, when the options or its cells say it names the columns.
    func takeLabelRow(from rows: inout [DelimitedTextTokenizer.Row]) -> [String] {
        guard let first = rows.first, options.firstRowNamesColumns ?? DelimitedTextLayout.namesColumns(first.cells) else { return [] }
        rows.removeFirst()
        return first.cells.map { Text.collapsingWhitespace($0) }
    }

    func deckName(header: DelimitedTextHeader, rows: [DelimitedTextTokenizer.Row], layout: DelimitedTextLayout,
                  fallback: String, remarks: inout [String]) -> String {
        var name = header.deck
        if name == nil, let column = layout.deck {
            let decks = rows.compactMap { column < $0.cells.count ? Text.clean($0.cells[column]) : nil }.filter { !$0.isEmpty }
            name = decks.first
            let distinct = Set(decks).count
            if distinct > 1, let name { remarks.append("the rows name \(distinct) decks; all of them go into '\(Text.printable(name))'") }
        }
        let clean = Text.clean(name ?? fallback)
        return clean.hasPrefix("flash::") && clean.count > 7 ? String(clean.dropFirst(7)) : clean
    }
}
