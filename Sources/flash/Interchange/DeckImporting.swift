import FlashArguments
import FlashKit
import Foundation

/// `flash import` of an Anki package or a delimited text file: reading it, naming and storing
/// each deck, and telling what came in.
@MainActor
enum DeckImporting {
    /// Each Anki deck that holds notes becomes a list, stored whole with its pictures, sounds,
    /// memory states and reviews.
    static func anki(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) throws {
        let columns = try arguments.value("columns").map { text in
            try asUsage { try AnkiPackageReader.Columns(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) }
        } ?? .firstTwo
        let contents: AnkiPackageReader.Contents
        do {
            contents = try AnkiPackageReader(columns: columns).read(bytes)
        } catch {
            throw CommandFailure("\(Text.printable(origin)): \(error); nothing was imported")
        }
        guard !contents.decks.isEmpty else { throw CommandFailure("\(Text.printable(origin)) holds no notes; nothing was imported") }
        let store = try context.store()
        let named = try contents.decks.map { deck in
            (deck, try listName(arguments.value("name").map { contents.decks.count == 1 ? $0 : "\($0) - \(deck.name)" } ?? deck.name),
             try study(of: deck, arguments: arguments, context: context))
        }
        if !arguments.flag("replace") {
            for (_, name, _) in named where try store.lists.find(name.value) != nil { throw ListError.nameTaken(name.value) }
        }
        for remark in contents.remarks { context.console.note(Text.printable(remark)) }
        let importer = DeckImport(store: store, images: ImageStore(directory: context.paths.imagesDirectory),
                                  sounds: SoundStore(directory: context.paths.soundsDirectory))
        for (deck, name, study) in named {
            let outcome = try importer.run(deck, name: name, study: study, now: context.clock.now(), replacing: arguments.flag("replace"))
            for note in outcome.notes { context.console.note(Text.printable(note)) }
            let pictures = deck.notes.filter { $0.picture != nil }.count, scheduled = deck.notes.filter { $0.memory != nil }.count
            context.console.line("Imported '\(Text.printable(outcome.list.name))': \(outcome.list.cardCount) cards, \(pictures) with pictures, "
                + "\(scheduled) with memory states, from \(Text.printable(origin)).")
        }
    }

    /// A CSV/TSV/TXT file: two columns are the learner's own pairs, one column is translated
    /// like a pasted list; the list is made as `flash new` makes one.
    static func text(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) async throws {
        var options = DelimitedTextOptions()
        options.separator = try arguments.value("separator").map { text in try asUsage { try DelimitedTextSeparator(parsing: text) } }
        if let columns = arguments.value("columns") { options.columns = try asUsage { try DelimitedTextColumns(parsing: columns) } }
        options.wordsSide = try arguments.choice("words", as: WordSide.self, among: WordSide.allCases) ?? .native
        let read: DelimitedTextImport
        do {
            read = try DelimitedTextReader(options: options).read(bytes, name: origin)
        } catch {
            throw CommandFailure("\(error); nothing was imported")
        }
        for remark in read.remarks { context.console.note(Text.printable(remark)) }
        let study = try self.study(of: read.deck, arguments: arguments, context: context)
        let side: WordSide = read.nativeColumn == nil && read.learnedColumn != nil ? .learned : .native
        let words = read.deck.notes.enumerated().compactMap { number, note in parsedWord(note, side: side, line: number + 1) }
        guard !words.isEmpty else { throw CommandFailure("\(Text.printable(origin)) holds no words; nothing was imported") }
        let fileName = URL(fileURLWithPath: origin).deletingPathExtension().lastPathComponent
        let name = try listName(arguments.value("name") ?? (read.deck.name.isEmpty ? fileName : read.deck.name))
        let store = try context.store()
        if try store.lists.find(name.value) != nil, !arguments.flag("replace") { throw ListError.nameTaken(name.value) }
        let images = !arguments.flag("no-images")
        let report = try await ListMaking.build(words, study: study, side: side, images: images, arguments: arguments, context: context)
        let list = try store.lists.create(name: name, study: study, style: .grey, images: images, cards: report.cards,
                                          now: context.clock.now(), replacing: arguments.flag("replace"))
        BuildSummary(list: list, report: report, duplicates: [], side: side, verb: "Imported").print(to: context.console, json: false)
    }
}

private extension DeckImporting {
    /// A note as a pasted word: its own translation when the file gives the other side.
    static func parsedWord(_ note: InterchangeNote, side: WordSide, line: Int) -> ParsedWord? {
        let (word, other, alternatives) = side == .native
            ? (note.native, note.learned, note.learnedAlternatives) : (note.learned, note.native, note.nativeAlternatives)
        let text = Text.clean(word)
        guard !text.isEmpty, text.count <= WordListParser.maximumItemLength else { return nil }
        let translation = ([other] + alternatives).map(Text.clean).filter { !$0.isEmpty }.joined(separator: ", ")
        return ParsedWord(text: text, translation: translation.isEmpty ? nil : translation, line: line)
    }

    static func study(of deck: InterchangeDeck, arguments: ParsedArguments, context: Context) throws -> Study {
        let native = arguments.value("from") ?? deck.study?.native.code ?? context.configuration.string("native", default: "en")
        guard let learned = arguments.value("lang") ?? deck.study?.learned.code else {
            throw UsageError("say which language '\(Text.printable(deck.name))' teaches with --lang CODE (es, fr, de, ...)")
        }
        return try usage { try Study(native: Language(code: native), learned: Language(code: learned)) }
    }

    static func listName(_ text: String) throws -> ListName {
        try usage { try ListName(text) }
    }

    /// Runs `body`, turning a bad option value into a usage error.
    static func asUsage<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw UsageError("\(error)")
        }
    }
}
