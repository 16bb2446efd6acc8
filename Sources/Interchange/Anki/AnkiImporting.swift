import FoundationEssentials
import Support
import Store
import ListMaker

/// `flash import` of an Anki package: each deck that holds notes becomes a list, stored whole
/// with its pictures, sounds, memory states and reviews, or nothing is stored.
public struct AnkiImporting {
    let store: FlashStore
    let paths: FlashPaths

    public init(store: FlashStore, paths: FlashPaths) {
        self.store = store
        self.paths = paths
    }

    /// Imports every deck; `note` hears the reader's and the importer's remarks, `report` a line
    /// per list made.
    public func run(_ bytes: [UInt8], origin: String, request: ImportRequest, now: Date,
                    note: (String) -> Void, report: (String) -> Void) throws {
        let columns = try request.columns.map { text in
            try InvalidInput.checking { try AnkiPackageReader.Columns(text.split(separator: ",").map { $0.trimmingSpaces() }) }
        } ?? .firstTwo
        let contents: AnkiPackageReader.Contents
        do {
            contents = try AnkiPackageReader(columns: columns).read(bytes)
        } catch {
            throw InterchangeFailure("\(Text.printable(origin)): \(error); nothing was imported")
        }
        guard !contents.decks.isEmpty else { throw InterchangeFailure("\(Text.printable(origin)) holds no notes; nothing was imported") }
        let named = try contents.decks.map { deck in
            let name = request.name.map { contents.decks.count == 1 ? $0 : "\($0) - \(deck.name)" } ?? deck.name
            return (deck, try request.listName(name), try request.study(of: deck))
        }
        for (_, name, _) in named { try request.checkFree(name, in: store) }
        contents.remarks.map(Text.printable).forEach(note)
        let importer = DeckImport(store: store, images: ImageStore(directory: paths.imagesDirectory), sounds: SoundStore(directory: paths.soundsDirectory))
        for (deck, name, study) in named {
            let outcome = try importer.run(deck, name: name, study: study, now: now, replacing: request.replace)
            outcome.notes.map(Text.printable).forEach(note)
            let pictures = deck.notes.filter { $0.picture != nil }.count, scheduled = deck.notes.filter { $0.memory != nil }.count
            report("Imported '\(Text.printable(outcome.list.name))': \(outcome.list.cardCount) cards, \(pictures) with pictures, "
                + "\(scheduled) with memory states, from \(Text.printable(origin)).")
        }
    }
}

/// A file that cannot be imported: one line saying why and that nothing was stored.
struct InterchangeFailure: Error, CustomStringConvertible, Equatable {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
