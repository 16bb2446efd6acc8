import FoundationEssentials
import Support
import Model
import Store
import ListMaker

/// `flash import` of a CSV/TSV/TXT file: two columns are the learner's own pairs, one column is
/// translated like a pasted list. This reads the file and decides the list; the tool builds it
/// as `flash new` builds one.
public struct TextImporting: Sendable {
    /// The words as pasted words, with their own translation when the file gives the other side.
    public let words: [ParsedWord]
    public let study: Study
    /// Which side the words are.
    public let side: WordSide
    public let name: ListName

    /// Reads the file; `note` hears the reader's remarks.
    public init(_ bytes: [UInt8], origin: String, request: ImportRequest, store: FlashStore, note: (String) -> Void) throws {
        var options = DelimitedTextOptions()
        options.separator = try request.separator.map { text in try InvalidInput.checking { try DelimitedTextSeparator(parsing: text) } }
        if let columns = request.columns { options.columns = try InvalidInput.checking { try DelimitedTextColumns(parsing: columns) } }
        options.wordsSide = request.words ?? .native
        let read: DelimitedTextImport
        do {
            read = try DelimitedTextReader(options: options).read(bytes, name: origin)
        } catch {
            throw InterchangeFailure("\(error); nothing was imported")
        }
        read.remarks.map(Text.printable).forEach(note)
        study = try request.study(of: read.deck)
        side = read.nativeColumn == nil && read.learnedColumn != nil ? .learned : .native
        let side = side
        words = read.deck.notes.enumerated().compactMap { number, note in Self.parsedWord(note, side: side, line: number + 1) }
        guard !words.isEmpty else { throw InterchangeFailure("\(Text.printable(origin)) holds no words; nothing was imported") }
        let fileName = URL(fileURLWithPath: origin).deletingPathExtension().lastPathComponent
        name = try request.listName(request.name ?? (read.deck.name.isEmpty ? fileName : read.deck.name))
        try request.checkFree(name, in: store)
    }

    /// A note as a pasted word: its own translation when the file gives the other side.
    static func parsedWord(_ note: InterchangeNote, side: WordSide, line: Int) -> ParsedWord? {
        let (word, other, alternatives) = side == .native
            ? (note.native, note.learned, note.learnedAlternatives) : (note.learned, note.native, note.nativeAlternatives)
        let text = Text.clean(word)
        guard !text.isEmpty, text.count <= WordListParser.maximumItemLength else { return nil }
        let translation = ([other] + alternatives).map(Text.clean).filter { !$0.isEmpty }.joined(separator: ", ")
        return ParsedWord(text: text, translation: translation.isEmpty ? nil : translation, line: line)
    }
}
