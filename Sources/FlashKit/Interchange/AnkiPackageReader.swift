import Foundation

/// Reads Anki packages (`.apkg`, `.colpkg`) into decks: the legacy formats (`collection.anki2`,
/// `collection.anki21`, a JSON media map) and the one Anki writes by default since 2.1.50
/// (`collection.anki21b` and media compressed with zstd, a protobuf media map). Each Anki deck
/// holding notes becomes one deck, named by the last part of its name ("Languages::Spanish" is
/// "Spanish"). Each note becomes one note: two of its fields reduced from HTML to text (see
/// ``Columns``), its first picture and sound, and the memory state and reviews of its first card
/// that FSRS scheduled (else of its first card).
///
/// The package stays in memory; only the collection is written, to a private temporary file
/// that the store opens read-only and removes. A hostile package is refused in one line.
public struct AnkiPackageReader: Sendable {
    /// Which fields hold the native and the learned word.
    public var columns: Columns
    /// How large a package may be.
    public var limits: Limits

    /// A reader taking the words from `columns` (the first two fields by default).
    public init(columns: Columns = .firstTwo, limits: Limits = Limits()) {
        self.columns = columns
        self.limits = limits
    }

    /// What a package held: its decks, and one line for each thing left out (a note whose note
    /// type lacks a chosen field, a picture the package does not hold, ...).
    public struct Contents: Sendable, Equatable {
        /// One deck for each Anki deck that holds notes, in the order of their full names.
        public var decks: [InterchangeDeck]
        /// What was left out and why, one line each ("picture 'x.png' is not in the package; ...").
        public var remarks: [String]
    }

    /// Reads the package in `bytes`.
    public func read(_ bytes: [UInt8]) throws -> Contents {
        let package = try Package(bytes: bytes, limits: limits)
        var collection = try readCollection(package)
        var maker = NoteMaker(columns: columns, limits: limits, package: package, noteTypes: collection.noteTypes, created: collection.created)
        var notesByDeck: [Int64: [InterchangeNote]] = [:]
        for (deck, count) in Dictionary(collection.notes.map { ($0.card?.deck ?? 1, 1) }, uniquingKeysWith: +) {
            notesByDeck[deck, default: []].reserveCapacity(count)
        }
        // Each raw note is let go once made, so the two forms of a large deck are never whole at once.
        for index in collection.notes.indices {
            let note = collection.notes[index]
            collection.notes[index] = AnkiCollectionReader.Note(id: note.id, guid: "", noteType: 0, tags: [], fields: [], card: nil)
            guard let made = maker.note(note) else { continue }
            notesByDeck[note.card?.deck ?? 1, default: []].append(made)
        }
        let decks = notesByDeck
            .filter { !$0.value.isEmpty }
            .map { (path: collection.decks[$0.key] ?? ["Default"], notes: $0.value) }
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
            .map { InterchangeDeck(name: $0.path.last ?? "Default", notes: $0.notes) }
        return Contents(decks: decks, remarks: package.remarks + maker.remarks.lines)
    }
}

private extension AnkiPackageReader {
    func readCollection(_ package: Package) throws -> AnkiCollectionReader.Contents {
        do {
            return try AnkiCollectionReader.read(try package.collection(limit: limits.collectionBytes), maximumNotes: limits.notes)
        } catch let problem as AnkiCollectionReader.Problem {
            switch problem {
            case .notSQLite: throw Failure.notSQLite
            case .notACollection(let detail): throw Failure.notACollection(detail)
            case .tooManyNotes(let count): throw Failure.tooManyNotes(count, limit: limits.notes)
            case .unreadable(let detail): throw Failure.corrupt("\(package.collectionName) cannot be read (\(detail))")
            }
        }
    }
}
