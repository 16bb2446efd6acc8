import FoundationEssentials
import Store

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
    var columns: Columns
    /// How large a package may be.
    var limits: Limits

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
        var remarks: [String]
    }

    /// Reads the package in `bytes`.
    public func read(_ bytes: [UInt8]) throws -> Contents {
        let package = try Package(bytes: bytes, limits: limits)
        let collection = try openCollection(package)
        var maker = NoteMaker(columns: columns, limits: limits, package: package, noteTypes: collection.noteTypes, created: collection.created)
        var notesByDeck: [Int64: [InterchangeNote]] = [:]
        for (deck, count) in collection.noteCounts { notesByDeck[deck, default: []].reserveCapacity(count) }
        do {
            try collection.forEachNote { note in
                guard let made = maker.note(note) else { return }
                notesByDeck[note.card?.deck ?? 1, default: []].append(made)
            }
        } catch let problem as AnkiCollectionReader.Problem {
            throw failure(problem, package)
        }
        let decks = notesByDeck
            .filter { !$0.value.isEmpty }
            .map { (path: collection.decks[$0.key] ?? ["Default"], notes: $0.value) }
            .sorted { $0.path.lexicographicallyPrecedes($1.path) }
            .map { InterchangeDeck(name: $0.path.last ?? "Default", notes: $0.notes) }
            .map { deck in package.flashRecord.map { $0.applied(to: deck) } ?? deck }
        return Contents(decks: decks, remarks: package.remarks + maker.remarks.lines)
    }
}

private extension AnkiPackageReader {
    func openCollection(_ package: Package) throws -> AnkiCollectionReader {
        do {
            return try AnkiCollectionReader(try package.collection(limit: limits.collectionBytes), maximumNotes: limits.notes)
        } catch let problem as AnkiCollectionReader.Problem {
            throw failure(problem, package)
        }
    }

    func failure(_ problem: AnkiCollectionReader.Problem, _ package: Package) -> Failure {
        switch problem {
        case .notSQLite: .notSQLite
        case .notACollection(let detail): .notACollection(detail)
        case .tooManyNotes(let count): .tooManyNotes(count, limit: limits.notes)
        case .unreadable(let detail): .corrupt("\(package.collectionName) cannot be read (\(detail))")
        }
    }
}
