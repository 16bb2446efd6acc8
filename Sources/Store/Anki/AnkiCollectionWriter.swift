import Foundation
import Model

/// Writes an Anki collection in schema 11, the `collection.anki2` of a legacy `.apkg`, from rows
/// its caller has made: it fills a database in memory in one transaction and returns the bytes
/// of its file. The tables are Anki's own, column for column.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/storage/schema11.sql
package struct AnkiCollectionWriter {
    /// The `col` row: times, and the JSON of the configuration, note types, decks and presets.
    package struct Header {
        /// The collection's creation, epoch seconds: review cards' due days count from it.
        package var created: Int64
        /// Epoch milliseconds.
        var modified: Int64
        package var configuration: String
        var notetypes: String
        var decks: String
        var deckConfigurations: String
        var tags: String

        package init(created: Int64, modified: Int64, configuration: String, notetypes: String, decks: String, deckConfigurations: String, tags: String) {
            self.created = created
            self.modified = modified
            self.configuration = configuration
            self.notetypes = notetypes
            self.decks = decks
            self.deckConfigurations = deckConfigurations
            self.tags = tags
        }
    }

    package struct Note {
        var id: Int64
        var guid: String
        var notetypeID: Int64
        /// Epoch seconds.
        var modified: Int64
        /// Space-separated, with a space at either end ("" when there is none).
        var tags: String
        package var fields: [String]
        var sortField: String
        var checksum: Int64

        package init(id: Int64, guid: String, notetypeID: Int64, modified: Int64, tags: String, fields: [String], sortField: String, checksum: Int64) {
            self.id = id
            self.guid = guid
            self.notetypeID = notetypeID
            self.modified = modified
            self.tags = tags
            self.fields = fields
            self.sortField = sortField
            self.checksum = checksum
        }
    }

    package struct Card {
        var id: Int64
        var noteID: Int64
        var deckID: Int64
        var ordinal: Int
        var modified: Int64
        package var type: Int
        package var queue: Int
        package var due: Int64
        package var interval: Int
        package var factor: Int
        package var reps: Int
        package var lapses: Int
        package var left: Int
        /// JSON: the FSRS memory state (`{"s":..,"d":..,"dr":..}`).
        package var data: String

        package init(id: Int64, noteID: Int64, deckID: Int64, ordinal: Int, modified: Int64, type: Int, queue: Int, due: Int64, interval: Int, factor: Int, reps: Int, lapses: Int, left: Int, data: String) {
            self.id = id
            self.noteID = noteID
            self.deckID = deckID
            self.ordinal = ordinal
            self.modified = modified
            self.type = type
            self.queue = queue
            self.due = due
            self.interval = interval
            self.factor = factor
            self.reps = reps
            self.lapses = lapses
            self.left = left
            self.data = data
        }
    }

    package struct Review {
        /// Epoch milliseconds of the answer, unique in the collection.
        package var id: Int64
        var cardID: Int64
        package var ease: Int
        /// Days when positive, seconds when negative.
        package var interval: Int
        package var lastInterval: Int
        package var factor: Int
        package var milliseconds: Int
        package var kind: Int

        package init(id: Int64, cardID: Int64, ease: Int, interval: Int, lastInterval: Int, factor: Int, milliseconds: Int, kind: Int) {
            self.id = id
            self.cardID = cardID
            self.ease = ease
            self.interval = interval
            self.lastInterval = lastInterval
            self.factor = factor
            self.milliseconds = milliseconds
            self.kind = kind
        }
    }

    package struct Contents {
        package var header: Header
        package var notes: [Note] = []
        package var cards: [Card] = []
        package var reviews: [Review] = []

        package init(header: Header, notes: [Note] = [], cards: [Card] = [], reviews: [Review] = []) {
            self.header = header
            self.notes = notes
            self.cards = cards
            self.reviews = reviews
        }
    }

    package init() {}

    /// The collection file's bytes: made in memory, never written to disk.
    package func bytes(of contents: Contents) throws -> [UInt8] {
        let database = try Database(path: ":memory:")
        try write(contents, into: database)
        return try database.serialized()
    }

    /// Anki's schema 11, as rslib/src/storage/schema11.sql creates it, in the attached database
    /// `schema` when one is named: the tables, and then, once the rows are in (building an index
    /// at the end is faster than keeping it up to date row by row), ``indexes(in:)``.
    static func tables(in schema: String? = nil) -> String {
        let prefix = schema.map { "\($0)." } ?? ""
        return """
        CREATE TABLE \(prefix)col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
          ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
          models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE \(prefix)notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
          usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
          flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE \(prefix)cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
          mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
          ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
          left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE \(prefix)revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
          ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
          type integer NOT NULL);
        CREATE TABLE \(prefix)graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        """
    }

    /// Schema 11's indexes, in the attached database `schema` when one is named.
    static func indexes(in schema: String? = nil) -> String {
        let prefix = schema.map { "\($0)." } ?? ""
        return """
            CREATE INDEX \(prefix)ix_notes_usn ON notes (usn);
            CREATE INDEX \(prefix)ix_cards_usn ON cards (usn);
            CREATE INDEX \(prefix)ix_revlog_usn ON revlog (usn);
            CREATE INDEX \(prefix)ix_cards_nid ON cards (nid);
            CREATE INDEX \(prefix)ix_cards_sched ON cards (did, queue, due);
            CREATE INDEX \(prefix)ix_revlog_cid ON revlog (cid);
            CREATE INDEX \(prefix)ix_notes_csum ON notes (csum);
            """
    }
}

private extension AnkiCollectionWriter {
    func write(_ contents: Contents, into database: Database) throws {
        try database.transaction {
            try database.execute(Self.tables())
            try insert(contents.header, into: database)
            for note in contents.notes { try insert(note, into: database) }
            for card in contents.cards { try insert(card, into: database) }
            for review in contents.reviews { try insert(review, into: database) }
            try database.execute(Self.indexes())
        }
    }

    func insert(_ header: Header, into database: Database) throws {
        try database.run("""
            INSERT INTO col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags)
            VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)
            """, values: [.integer(header.created), .integer(header.modified), .integer(header.modified),
                          .text(header.configuration), .text(header.notetypes), .text(header.decks),
                          .text(header.deckConfigurations), .text(header.tags)])
    }

    func insert(_ note: Note, into database: Database) throws {
        try database.run("""
            INSERT INTO notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data)
            VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')
            """, values: [.integer(note.id), .text(note.guid), .integer(note.notetypeID), .integer(note.modified),
                          .text(note.tags), .text(note.fields.joined(separator: "\u{1F}")), .text(note.sortField),
                          .integer(note.checksum)])
    }

    func insert(_ card: Card, into database: Database) throws {
        try database.run("""
            INSERT INTO cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
            VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)
            """, values: [.integer(card.id), .integer(card.noteID), .integer(card.deckID), card.ordinal.sqlValue,
                          .integer(card.modified), card.type.sqlValue, card.queue.sqlValue, .integer(card.due),
                          card.interval.sqlValue, card.factor.sqlValue, card.reps.sqlValue, card.lapses.sqlValue,
                          card.left.sqlValue, .text(card.data)])
    }

    func insert(_ review: Review, into database: Database) throws {
        try database.run("""
            INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)
            """, values: [.integer(review.id), .integer(review.cardID), review.ease.sqlValue, review.interval.sqlValue,
                          review.lastInterval.sqlValue, review.factor.sqlValue, review.milliseconds.sqlValue,
                          review.kind.sqlValue])
    }
}
