import Support
import Model
import Store
import ListMaker
/// Makes one note of each row, by the layout, and keeps count of what it leaves out.
struct DelimitedTextNoteBuilder {
    let layout: DelimitedTextLayout
    let header: DelimitedTextHeader
    let options: DelimitedTextOptions
    private var html: Bool { options.html ?? header.html ?? false }
    private var pictures = 0, sounds = 0
    private var wordless: [Int] = []

    init(layout: DelimitedTextLayout, header: DelimitedTextHeader, options: DelimitedTextOptions) {
        (self.layout, self.header, self.options) = (layout, header, options)
    }

    /// The row's note, or nil when neither word cell holds a word.
    mutating func note(from row: DelimitedTextTokenizer.Row) -> InterchangeNote? {
        let native = words(row, layout.native), learned = words(row, layout.learned)
        guard !native.isEmpty || !learned.isEmpty else {
            wordless.append(row.line)
            return nil
        }
        var note = InterchangeNote(guid: nonEmpty(cell(row, layout.guid)), native: native.first ?? "", learned: learned.first ?? "")
        note.nativeAlternatives = Array(native.dropFirst())
        note.learnedAlternatives = Array(learned.dropFirst())
        note.ipa = nonEmpty(text(row, layout.ipa))
        note.remarks = nonEmpty(text(row, layout.notes))
        note.gender = Self.gender(text(row, layout.gender))
        note.partOfSpeech = PartOfSpeech(rawValue: text(row, layout.partOfSpeech).lowercased())
        note.tags = header.tags + DelimitedTextHeader.splitTags(cell(row, layout.tags))
        return note
    }

    /// One line for each kind of thing left out.
    func remarks(comments: Int, ignored: [String]) -> [String] {
        var remarks = ignored.map { "header not used: \(Text.printable($0))" }
        if header.notetype != nil || header.notetypeColumn != nil {
            remarks.append("note types are not used: the words come from \(describe(layout.native, "native")) and \(describe(layout.learned, "learned"))")
        }
        if comments > 0 { remarks.append("\(comments) line\(comments == 1 ? "" : "s") starting with # read as comments (quote a cell that starts with #)") }
        if !wordless.isEmpty {
            let lines = wordless.prefix(5).map(String.init).joined(separator: ", ") + (wordless.count > 5 ? ", ..." : "")
            remarks.append("\(wordless.count) row\(wordless.count == 1 ? "" : "s") without a word skipped (line\(wordless.count == 1 ? "" : "s") \(lines))")
        }
        if pictures + sounds > 0 {
            remarks.append("\(pictures) picture\(pictures == 1 ? "" : "s") and \(sounds) sound\(sounds == 1 ? "" : "s") in cells not imported: a text file carries no media (export an Anki package instead)")
        }
        return remarks
    }
}

private extension DelimitedTextNoteBuilder {
    func cell(_ row: DelimitedTextTokenizer.Row, _ column: Int?) -> String {
        guard let column, column < row.cells.count else { return "" }
        return row.cells[column]
    }

    /// The cell as plain text: HTML reduced when the file is HTML, then cleaned.
    mutating func text(_ row: DelimitedTextTokenizer.Row, _ column: Int?) -> String {
        let raw = cell(row, column)
        guard html else { return Text.clean(raw) }
        let reduced = HTMLText(html: raw)
        (pictures, sounds) = (pictures + reduced.pictures.count, sounds + reduced.sounds.count)
        return Text.clean(reduced.text)
    }

    /// A word cell's word and its alternatives, each cleaned as pasted words are.
    mutating func words(_ row: DelimitedTextTokenizer.Row, _ column: Int?) -> [String] {
        let text = text(row, column)
        let forms = options.splitsAlternatives ? text.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init) : [text]
        return forms.map(LineSyntax.clean).filter { !$0.isEmpty }
    }

    /// m, f, nt (as flash writes them) or the words.
    static func gender(_ text: String) -> Gender? {
        switch text.lowercased() {
        case "m", "masculine", "masc": .masculine
        case "f", "feminine", "fem": .feminine
        case "nt", "n", "neuter", "neut": .neuter
        default: nil
        }
    }

    func nonEmpty(_ text: String) -> String? {
        let clean = Text.clean(text)
        return clean.isEmpty ? nil : clean
    }

    func describe(_ column: Int?, _ side: String) -> String {
        guard let column else { return "no \(side) column" }
        let label = column < layout.labels.count && !layout.labels[column].isEmpty ? " (\(Text.printable(layout.labels[column])))" : ""
        return "column \(column + 1)\(label) for the \(side) words"
    }
}
