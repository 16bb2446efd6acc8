import Foundation
import Model

/// Reads an Anki collection unpacked from a package: its note types with their field names, its
/// decks, and its notes, each with the one card flash keeps of it and that card's reviews. Both
/// schemas Anki packages carry are read: 11 (legacy packages; note types and decks as JSON in
/// `col`) and 18 (`collection.anki21b`; their own tables).
///
/// The bytes go to a private temporary file, opened read-only and immutable so that a hostile
/// collection cannot make SQLite write, and removed when the reader goes. Notes are handed out
/// one at a time, so a large collection is never held whole as rows. The SQL lives here, as all
/// of flash's SQL lives in Store; what the rows mean is the package reader's business.
/// - SeeAlso: ``Database/init(foreignFile:)``
package final class AnkiCollectionReader {
    package struct NoteType {
        package var name: String
        package var fields: [String]
    }

    package struct Note {
        package var id: Int64
        package var guid: String
        package var noteType: Int64
        package var tags: [String]
        package var fields: [String]
        /// The card flash keeps: the note's first card with an FSRS memory state, else its first.
        package var card: Card?
    }

    /// A row of `cards`, in Anki's own terms (type, queue, due, left), and the card's revlog.
    package struct Card {
        var id: Int64
        /// The deck it belongs to (its home deck while it sits in a filtered one).
        package var deck: Int64
        package var type: Int
        var queue: Int
        package var due: Int64
        var interval: Int
        package var reps: Int
        package var lapses: Int
        /// Anki's JSON of extra state: FSRS's "s", "d", "dr" and "lrt" when FSRS is on.
        package var data: String
        package var reviews: [Review] = []

        package init(id: Int64, deck: Int64, type: Int, queue: Int, due: Int64, interval: Int, reps: Int, lapses: Int, data: String, reviews: [Review] = []) {
            self.id = id
            self.deck = deck
            self.type = type
            self.queue = queue
            self.due = due
            self.interval = interval
            self.reps = reps
            self.lapses = lapses
            self.data = data
            self.reviews = reviews
        }
    }

    /// A row of `revlog`: its id is the review's time in milliseconds.
    package struct Review {
        package var id: Int64
        package var ease: Int
        package var interval: Int
        /// The ease factor in permille; under FSRS, the difficulty the review left, shifted.
        package var factor: Int
        package var milliseconds: Int
        package var kind: Int

        package init(id: Int64, ease: Int, interval: Int, factor: Int, milliseconds: Int, kind: Int) {
            self.id = id
            self.ease = ease
            self.interval = interval
            self.factor = factor
            self.milliseconds = milliseconds
            self.kind = kind
        }
    }

    /// Why the collection could not be read: one line each.
    package enum Problem: Error, Equatable {
        case notSQLite
        case notACollection(String)
        case tooManyNotes(Int)
        case unreadable(String)
    }

    /// When the collection was made; review cards are due that many days after it.
    package let created: Date
    package let noteTypes: [Int64: NoteType]
    /// Each deck's name as its parts: "Languages::Spanish" is ["Languages", "Spanish"].
    package let decks: [Int64: [String]]
    /// How many notes each deck holds (a note without cards counts in deck 1, Anki's Default).
    package let noteCounts: [Int64: Int]
    private let directory: URL
    let database: Database
    private var cards: [Int64: Card]

    /// Writes `bytes` (consumed, so that they can be freed once on disk) to a temporary file and
    /// reads the collection's note types, decks and kept cards; refuses a collection of more
    /// than `maximumNotes` notes.
    package init(_ bytes: consuming [UInt8], maximumNotes: Int) throws {
        guard bytes.starts(with: Array("SQLite format 3\0".utf8)) else { throw Problem.notSQLite }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("flash-anki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        do {
            let file = directory.appendingPathComponent("collection.anki2")
            try bytes.withUnsafeBytes { buffer in
                let pointer = UnsafeMutableRawPointer(mutating: buffer.baseAddress!)  // not empty: it starts with the header
                try Data(bytesNoCopy: pointer, count: buffer.count, deallocator: .none).write(to: file)
            }
            bytes = []
            let database = try Self.translatingErrors { try Self.open(file) }
            let tables = try Self.translatingErrors { try Self.checkTables(database, maximumNotes: maximumNotes) }
            let (created, noteTypes, decks, cards) = try Self.translatingErrors { try Self.catalog(database, tables: tables) }
            var counts: [Int64: Int] = [:]
            for card in cards.values { counts[card.deck, default: 0] += 1 }
            counts[1, default: 0] += max(0, tables.notes - cards.count)
            (self.database, self.created, self.noteTypes, self.decks, self.cards, noteCounts) = (database, created, noteTypes, decks, cards, counts)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Hands each note to `body`, oldest first, with its kept card and that card's reviews.
    package func forEachNote(_ body: (Note) throws -> Void) throws {
        let sql = "SELECT \(Self.integers("id", "mid")), guid, tags, flds FROM notes ORDER BY id"
        try Self.translatingErrors {
            try Self.forEachRow(database, sql) { row in
                let id = Int64(try row.int("id"))
                try body(Note(
                    id: id, guid: row.string("guid"), noteType: Int64(try row.int("mid")),
                    tags: row.string("tags").split(separator: " ").map(String.init),
                    fields: row.string("flds").split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                    card: cards.removeValue(forKey: id)
                ))
            }
        }
    }
}

private extension AnkiCollectionReader {
    /// Runs `body`, turning SQLite's errors into problems: "file is not a database" (26) says
    /// the file is no SQLite, anything else that it is damaged.
    static func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            if error.code & 0xFF == 26 { throw Problem.notSQLite }
            throw Problem.unreadable(error.message)
        }
    }

    static func open(_ file: URL) throws -> Database {
        try Database(foreignFile: file.path)
    }

    /// The collection's tables (Anki's three must be there) and its note count.
    static func checkTables(_ database: Database, maximumNotes: Int) throws -> (names: Set<String>, notes: Int) {
        let tables = Set(try database.query("SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.string("name") })
        for table in ["col", "notes", "cards"] where !tables.contains(table) {
            throw Problem.notACollection("it has no table '\(table)'")
        }
        let count = try database.first("SELECT count(*) AS count FROM notes")?.int("count") ?? 0
        guard count <= maximumNotes else { throw Problem.tooManyNotes(count) }
        return (tables, count)
    }

    static func catalog(_ database: Database, tables: (names: Set<String>, notes: Int))
        throws -> (Date, [Int64: NoteType], [Int64: [String]], [Int64: Card]) {
        let created = Date(timeIntervalSince1970: try database.first("SELECT crt FROM col")?.double("crt") ?? 0)
        let modern = tables.names.isSuperset(of: ["notetypes", "fields", "decks"])
        let noteTypes = try modern ? noteTypes(database) : legacyNoteTypes(database)
        let decks = try modern ? decks(database) : legacyDecks(database)
        var cards = try firstCards(database)
        if tables.names.contains("revlog") { try attachReviews(database, to: &cards) }
        return (created, noteTypes, decks, cards)
    }

    /// Each note's first card with a memory state (its data holds "s"), else its first card.
    static func firstCards(_ database: Database) throws -> [Int64: Card] {
        var cards: [Int64: Card] = [:]
        let sql = """
            SELECT \(integers("id", "nid", "type", "queue", "ivl", "reps", "lapses")), data,
                   CAST(CASE WHEN odid != 0 THEN odid ELSE did END AS INTEGER) AS deck,
                   CAST(CASE WHEN odid != 0 AND odue != 0 THEN odue ELSE due END AS INTEGER) AS due
            FROM cards ORDER BY nid, instr(data, '"s":') = 0, ord
            """
        try forEachRow(database, sql) { row in
            let note = Int64(try row.int("nid"))
            guard cards[note] == nil else { return }
            cards[note] = Card(
                id: Int64(try row.int("id")), deck: Int64(try row.int("deck")), type: try row.int("type"), queue: try row.int("queue"),
                due: Int64(try row.int("due")), interval: try row.int("ivl"), reps: try row.int("reps"), lapses: try row.int("lapses"),
                data: row.string("data")
            )
        }
        return cards
    }

    /// The kept cards' revlog rows, gathered card by card (the rows come ordered by card), so
    /// each card's list is made once at its size.
    static func attachReviews(_ database: Database, to cards: inout [Int64: Card]) throws {
        var noteOfCard: [Int64: Int64] = [:]
        for (note, card) in cards { noteOfCard[card.id] = note }
        var gathered: [Review] = [], gatheredNote: Int64?
        func store() {
            if let note = gatheredNote { cards[note]?.reviews = Array(gathered[...]) }
            gathered.removeAll(keepingCapacity: true)
        }
        let sql = "SELECT \(integers("id", "cid", "ease", "ivl", "factor", "time", "type")) FROM revlog ORDER BY cid, id"
        try forEachRow(database, sql) { row in
            let note = noteOfCard[Int64(try row.int("cid"))]
            if note != gatheredNote { store() }
            gatheredNote = note
            guard note != nil else { return }
            gathered.append(Review(
                id: Int64(try row.int("id")), ease: try row.int("ease"), interval: try row.int("ivl"), factor: try row.int("factor"),
                milliseconds: try row.int("time"), kind: try row.int("type")
            ))
        }
        store()
    }

    static func noteTypes(_ database: Database) throws -> [Int64: NoteType] {
        var types: [Int64: NoteType] = [:]
        for row in try database.query("SELECT \(integers("id")), name FROM notetypes") {
            types[Int64(try row.int("id"))] = NoteType(name: row.string("name"), fields: [])
        }
        for row in try database.query("SELECT \(integers("ntid")), name FROM fields ORDER BY ntid, ord") {
            types[Int64(try row.int("ntid"))]?.fields.append(row.string("name"))
        }
        return types
    }

    static func decks(_ database: Database) throws -> [Int64: [String]] {
        var decks: [Int64: [String]] = [:]
        for row in try database.query("SELECT \(integers("id")), name FROM decks") {
            decks[Int64(try row.int("id"))] = row.string("name").split(separator: "\u{1F}").map(String.init)
        }
        return decks
    }

    /// Schema 11 keeps note types as JSON in `col.models`: {"id": {"name", "flds": [{"name", "ord"}]}}.
    static func legacyNoteTypes(_ database: Database) throws -> [Int64: NoteType] {
        var types: [Int64: NoteType] = [:]
        for (key, value) in try legacyJSON(database, column: "models") {
            guard let id = Int64(key), let model = value as? [String: Any] else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .map { $0["name"] as? String ?? "" }
            types[id] = NoteType(name: model["name"] as? String ?? "", fields: fields)
        }
        return types
    }

    /// Schema 11 keeps decks as JSON in `col.decks`: {"id": {"name": "A::B"}}.
    static func legacyDecks(_ database: Database) throws -> [Int64: [String]] {
        var decks: [Int64: [String]] = [:]
        for (key, value) in try legacyJSON(database, column: "decks") {
            guard let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String else { continue }
            decks[id] = name.components(separatedBy: "::")
        }
        return decks
    }

    static func legacyJSON(_ database: Database, column: String) throws -> [String: Any] {
        let text = try database.first("SELECT \(column) AS json FROM col")?.string("json") ?? ""
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Problem.notACollection("its col.\(column) is not JSON")
        }
        return object
    }

    /// The columns, each cast to an integer: SQLite lets any column hold any type, and a REAL or
    /// TEXT where Anki keeps integers must not reach Swift's integer conversions.
    static func integers(_ columns: String...) -> String {
        columns.map { "CAST(\($0) AS INTEGER) AS \($0)" }.joined(separator: ", ")
    }

    /// Steps through the rows one at a time, so a long revlog is never held as rows at once.
    static func forEachRow(_ database: Database, _ sql: String, _ body: (Row) throws -> Void) throws {
        let statement = try database.prepare(sql)
        defer { try? statement.reset() }
        try statement.bind([])
        while let row = try statement.step() { try body(row) }
    }
}
