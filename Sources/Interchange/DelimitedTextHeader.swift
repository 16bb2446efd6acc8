import Foundation
import Support
import Model

/// Anki's text-import header lines at the top of a file (`#separator:Comma`, `#html:false`,
/// `#deck:`, `#tags:`, `#columns:`, `#notetype:`, `#guid column:`, ...), and flash's own two
/// (`#lang:en→es`, `#flash columns:`), which Anki skips. The reader parses them; the writer
/// renders them.
///
/// - SeeAlso: https://docs.ankiweb.net/importing/text-files.html#file-headers
struct DelimitedTextHeader: Sendable, Equatable {
    /// `#separator:`, which splits every row after it (and `#columns:`).
    var separator: DelimitedTextSeparator?
    /// `#html:`: whether cells are HTML.
    var html: Bool?
    /// Tags every note gets (`#tags:` with spaces between tags, or an old first line `tags:`).
    var tags: [String] = []
    /// The column labels (`#columns:`, or `#flash columns:` in flash's exports).
    var columns: [String]?
    /// `#deck:`, the deck the notes go to ("flash::animals").
    var deck: String?
    /// `#notetype:`, which flash reads but does not use.
    var notetype: String?
    /// `#lang:en→es`, flash's own: the languages of the words.
    var study: Study?
    /// Columns (from 1) that hold a note's GUID, tags, deck or note type rather than a field.
    var guidColumn: Int?
    /// `#tags column:`: tags separated by spaces.
    var tagsColumn: Int?
    /// `#deck column:`: the deck of each row; the first names the deck.
    var deckColumn: Int?
    /// `#notetype column:`: skipped.
    var notetypeColumn: Int?
    /// Lines read but of no use to flash, as they were written.
    var ignored: [String] = []

    /// `#columns:` is left unsplit until the separator is known, as it may come later.
    var unsplitColumns: String?

    /// flash writes its labels under a key Anki skips: Anki's `#columns:` maps columns to note
    /// fields by name, so "Native" and "Learned" would fill nothing of a Basic note.
    static let flashColumnsKey = "flash columns"

    /// No header lines.
    init() {}

    /// The header lines, in the order Anki needs (`#separator` first, as it splits the rest).
    func lines() -> [String] {
        var lines: [String] = []
        if let separator { lines.append("#separator:" + (separator.ankiName ?? separator.text)) }
        if let html { lines.append("#html:\(html)") }
        if let deck { lines.append("#deck:" + Self.oneLine(deck)) }
        if let notetype { lines.append("#notetype:" + Self.oneLine(notetype)) }
        if !tags.isEmpty { lines.append("#tags:" + tags.map(Self.tag).joined(separator: " ")) }
        if let study { lines.append("#lang:\(study.native.code)→\(study.learned.code)") }
        if let columns { lines.append("#\(Self.flashColumnsKey):" + columns.joined(separator: separator?.text ?? "\t")) }
        for (key, column) in [("guid", guidColumn), ("notetype", notetypeColumn), ("deck", deckColumn), ("tags", tagsColumn)] {
            if let column { lines.append("#\(key) column:\(column)") }
        }
        return lines
    }

    /// Reads the header lines at the start of `bytes` and returns the rest, with the number of
    /// its first line. A first line `tags:` is Anki's older form of `#tags:`.
    static func parse(_ bytes: ArraySlice<UInt8>) throws -> (header: DelimitedTextHeader, body: ArraySlice<UInt8>, bodyLine: Int) {
        var header = DelimitedTextHeader()
        var start = bytes.startIndex, number = 1
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: "#") || (number == 1 && bytes[start...].starts(with: Array("tags:".utf8))) {
            let (line, next) = Self.line(in: bytes, from: start)
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("tags:") {
                header.tags = Self.splitTags(String(text.dropFirst(5)))
            } else {
                try header.read(String(text.dropFirst()), line: number)
            }
            start = next
            number += 1
        }
        return (header, bytes[start...], number)
    }
}

private extension DelimitedTextHeader {
    mutating func read(_ line: String, line number: Int) throws {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[..<colon].trimmingSpaces().lowercased()
        let value = String(line[line.index(after: colon)...])
        let trimmed = value.trimmingSpaces()
        func invalid(_ expected: String) -> DelimitedTextError {
            .invalidHeader(line: number, header: "#" + line, expected: expected)
        }
        switch key {
        case "separator":
            do { separator = try DelimitedTextSeparator(parsing: value) } catch { throw invalid("Comma, Tab, Semicolon, Pipe, Space, Colon or a character") }
        case "html":
            guard let flag = Bool(trimmed.lowercased()) else { throw invalid("true or false") }
            html = flag
        case "tags": tags = Self.splitTags(value)
        case "columns", Self.flashColumnsKey: unsplitColumns = value
        case "deck": deck = trimmed.isEmpty ? nil : trimmed
        case "notetype": notetype = trimmed
        case "lang": if let study = Self.study(trimmed) { self.study = study } else { ignored.append("#" + line) }
        case "guid column", "tags column", "deck column", "notetype column":
            guard let column = Int(trimmed), column >= 1 else { throw invalid("a column number from 1") }
            setColumn(column, for: key)
        default: ignored.append("#" + line)
        }
    }

    mutating func setColumn(_ column: Int, for key: String) {
        switch key {
        case "guid column": guidColumn = column
        case "tags column": tagsColumn = column
        case "deck column": deckColumn = column
        default: notetypeColumn = column
        }
    }

    /// `en→es`, also written `en->es`, `en>es` or `en,es`.
    static func study(_ value: String) -> Study? {
        let codes = value.replacingOccurrences(of: "->", with: "→").split(whereSeparator: { "→>, ".contains($0) })
        guard codes.count == 2, let native = try? Language(code: String(codes[0])),
              let learned = try? Language(code: String(codes[1])) else { return nil }
        return try? Study(native: native, learned: learned)
    }

    static func oneLine(_ text: String) -> String {
        Text.collapsingWhitespace(Text.printable(text))
    }
}

extension DelimitedTextHeader {
    /// Anki separates tags with spaces, so a space inside a tag becomes an underscore.
    static func tag(_ tag: String) -> String {
        String(tag.map { $0.isWhitespace ? "_" : $0 })
    }

    /// Tags separated by white space, without control characters (a NUL would end a tag in Anki).
    static func splitTags(_ value: String) -> [String] {
        Text.printable(value).split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// The line starting at `start` without its line break (LF, CRLF or CR), and where the next begins.
    static func line(in bytes: ArraySlice<UInt8>, from start: Int) -> (ArraySlice<UInt8>, next: Int) {
        var end = start
        while end < bytes.endIndex, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        var next = end
        if next < bytes.endIndex {
            next += bytes[next] == 0x0D && next + 1 < bytes.endIndex && bytes[next + 1] == 0x0A ? 2 : 1
        }
        return (bytes[start..<end], next)
    }
}
