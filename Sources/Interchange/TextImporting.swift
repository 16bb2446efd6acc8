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
    /// Words dropped because an earlier row had them (ignoring case), as `flash new` drops them.
    public let duplicates: [DuplicateWord]
    /// The file's note of each word: what a built card takes from the file.
    let notes: [InterchangeNote]

    /// Reads the file; `note` hears the reader's remarks.
    public init(_ bytes: [UInt8], origin: String, request: ImportRequest, store: FlashStore, note: (String) -> Void) throws {
        var options = DelimitedTextOptions()
        options.separator = try request.separator.map { text in try InvalidInput.checking { try DelimitedTextSeparator(parsing: text) } }
        if let columns = request.columns { options.columns = try InvalidInput.checking { try DelimitedTextColumns(parsing: columns) } }
        options.wordsSide = request.words ?? .native
        let read: DelimitedTextImport
        let fileName = URL(fileURLWithPath: origin).deletingPathExtension().lastPathComponent
        do {
            read = try DelimitedTextReader(options: options).read(bytes, name: fileName)
        } catch {
            throw InterchangeFailure("\(Text.printable(origin)): \(error); nothing was imported")
        }
        read.remarks.map(Text.printable).forEach(note)
        study = try request.study(of: read.deck)
        side = read.nativeColumn == nil && read.learnedColumn != nil ? .learned : .native
        (words, notes, duplicates) = Self.words(of: read, side: side)
        guard !words.isEmpty else { throw InterchangeFailure("\(Text.printable(origin)) holds no words; nothing was imported") }
        name = try request.listName(request.name ?? (read.deck.name.isEmpty ? fileName : read.deck.name))
        try request.checkFree(name, in: store)
    }

    /// The built cards with what the file says of them that a pasted word cannot: the words' own
    /// alternatives, gender, part of speech and IPA. `cards` are in the order of ``words``.
    public func finished(_ cards: [Card]) -> [Card] {
        zip(cards, notes).map { card, note in
            var card = card
            let own = (side == .native ? note.nativeAlternatives : note.learnedAlternatives).map(Text.clean).filter { !$0.isEmpty }
            if !own.isEmpty { card.setAlternatives(own, on: side) }
            if let gender = note.gender { card.gender = gender }
            if let partOfSpeech = note.partOfSpeech { card.partOfSpeech = partOfSpeech }
            if let ipa = note.ipa.map(Text.clean), !ipa.isEmpty { card.ipa = ipa }
            return card
        }
    }

    /// The file's words in order, each with its note, and the repeated ones dropped.
    static func words(of read: DelimitedTextImport, side: WordSide) -> ([ParsedWord], [InterchangeNote], [DuplicateWord]) {
        var words: [ParsedWord] = [], notes: [InterchangeNote] = [], duplicates: [DuplicateWord] = []
        var firstLines: [String: Int] = [:]
        for (index, note) in read.deck.notes.enumerated() {
            let line = index < read.lines.count ? read.lines[index] : index + 1
            guard let word = parsedWord(note, side: side, line: line) else { continue }
            if let first = firstLines[word.text.lowercased()] {
                duplicates.append(DuplicateWord(text: word.text, line: line, firstLine: first))
                continue
            }
            firstLines[word.text.lowercased()] = line
            words.append(word)
            notes.append(note)
        }
        return (words, notes, duplicates)
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
