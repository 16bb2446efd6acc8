import Foundation
import Support

/// Writes a deck as CSV or TSV for Anki's text import (File > Import), for spreadsheets and for
/// flash's own reader: Anki's header lines first, then one row per note, quoted where RFC 4180
/// needs it. A word's alternatives follow it in its cell ("perro, can"), as flash reads them.
///
/// The rows fill Anki's notes by position (Native into Front, Learned into Back of a Basic
/// note) and the labels go under `#flash columns:`, which Anki skips: under `#columns:` Anki
/// would fill note fields by name, and a Basic note has no field named Native or Learned.
struct DelimitedTextWriter: Sendable {
    /// CSV or TSV.
    var format: DelimitedTextFormat

    /// A writer of `format`.
    init(format: DelimitedTextFormat = .csv) {
        self.format = format
    }

    /// The whole file, header lines included, ending with a line break.
    func text(for deck: InterchangeDeck) -> String {
        let columns = Column.used(by: deck.notes)
        let rows = deck.notes.map { note in columns.map { $0.cell(of: note) } }
        let lines = header(for: deck, columns: columns).lines() + rows.map(row)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header lines this writer puts above the rows of `deck`.
    func header(for deck: InterchangeDeck) -> DelimitedTextHeader {
        header(for: deck, columns: Column.used(by: deck.notes))
    }
}

private extension DelimitedTextWriter {
    /// A column flash writes, in this order; the others than the words only when a note has one.
    enum Column: String, CaseIterable {
        case native = "Native", learned = "Learned", ipa = "IPA", notes = "Notes", gender = "Gender", partOfSpeech = "Part of speech"
        case tags = "Tags", guid = "GUID"

        static func used(by notes: [InterchangeNote]) -> [Column] {
            allCases.filter { column in
                column == .native || column == .learned || notes.contains { !column.cell(of: $0).isEmpty }
            }
        }

        func cell(of note: InterchangeNote) -> String {
            switch self {
            case .native: Self.words(note.native, note.nativeAlternatives)
            case .learned: Self.words(note.learned, note.learnedAlternatives)
            case .ipa: note.ipa ?? ""
            case .notes: note.remarks ?? ""
            case .gender: note.gender?.rawValue ?? ""
            case .partOfSpeech: note.partOfSpeech?.rawValue ?? ""
            case .tags: note.tags.map(DelimitedTextHeader.tag).joined(separator: " ")
            case .guid: note.guid ?? ""
            }
        }

        static func words(_ word: String, _ alternatives: [String]) -> String {
            ([word] + alternatives).filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    func header(for deck: InterchangeDeck, columns: [Column]) -> DelimitedTextHeader {
        var header = DelimitedTextHeader()
        header.separator = format.separator
        header.html = false
        header.deck = "flash::" + deck.name
        header.study = deck.study
        header.columns = columns.map(\.rawValue)
        header.tagsColumn = columns.firstIndex(of: .tags).map { $0 + 1 }
        header.guidColumn = columns.firstIndex(of: .guid).map { $0 + 1 }
        return header
    }

    func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in field(cell, first: index == 0) }.joined(separator: format.separator.text)
    }

    /// The cell as written: control characters other than tabs and line breaks dropped (CR LF
    /// becomes LF), and quoted when it holds the separator, a quote or a line break, starts or
    /// ends with a space, or starts a row with `#` (which Anki would read as a comment). Decided
    /// scalar by scalar, as the reader splits bytes: a `#` or a quote followed by a combining
    /// mark is one Character to Swift, and still a `#` or a quote to the reader.
    func field(_ cell: String, first: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in cell.unicodeScalars where !Text.isControl(scalar) || scalar == "\n" || scalar == "\t" {
            scalars.append(scalar)
        }
        let separator = Array(format.separator.text.utf8), bytes = Array(String(scalars).utf8)
        let breaking: Set<Unicode.Scalar> = ["\"", "\n", "\t", "\u{2028}", "\u{2029}"]
        let needsQuotes = scalars.contains(where: breaking.contains) || bytes.indices.contains { bytes[$0...].starts(with: separator) }
            || scalars.first?.properties.isWhitespace == true || scalars.last?.properties.isWhitespace == true
            || (first && bytes.first == UInt8(ascii: "#"))
        guard needsQuotes else { return String(scalars) }
        var quoted = String.UnicodeScalarView(["\""])
        for scalar in scalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append(scalar) }
        }
        quoted.append("\"")
        return String(quoted)
    }
}
