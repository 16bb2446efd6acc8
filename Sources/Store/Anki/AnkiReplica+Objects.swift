import FoundationEssentials

/// Notes, cards and review log entries: what the sync's chunks carry.
/// Lookups by a secondary index name it: without statistics SQLite prefers the primary key of
/// a WITHOUT ROWID table, whose first column (the profile) matches every row of the profile.
extension AnkiReplica {
    /// The notes not yet sent, in order of id.
    package func pendingNotes() throws -> [ReplicaNote] { try pendingRows("anki_notes").map(Self.note(from:)) }

    /// The cards not yet sent, in order of id.
    package func pendingCards() throws -> [ReplicaCard] { try pendingRows("anki_cards").map(Self.card(from:)) }

    /// The review log entries not yet sent, in order of id.
    package func pendingRevlog() throws -> [ReplicaRevlog] { try pendingRows("anki_revlog").map(Self.revlog(from:)) }

    /// Gives the objects `ids` of `table` ("anki_notes", "anki_cards", "anki_revlog") the
    /// server's usn, as they are sent: one statement for a chunk's worth.
    package func stamp(_ table: String, ids: [Int64], usn: Int64) throws {
        guard !ids.isEmpty else { return }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try database.run("UPDATE \(table) SET usn = ? WHERE profile_id = ? AND id IN (SELECT value FROM json_each(?))", usn, profileID, list)
    }

    package func note(_ id: Int64) throws -> ReplicaNote? {
        try database.first("SELECT * FROM anki_notes WHERE profile_id = ? AND id = ?", profileID, id).map(Self.note(from:))
    }

    package func note(guid: String) throws -> ReplicaNote? {
        try database.first("SELECT * FROM anki_notes INDEXED BY anki_notes_by_guid WHERE profile_id = ? AND guid = ? LIMIT 1", profileID, guid)
            .map(Self.note(from:))
    }

    package func card(_ id: Int64) throws -> ReplicaCard? {
        try database.first("SELECT * FROM anki_cards WHERE profile_id = ? AND id = ?", profileID, id).map(Self.card(from:))
    }

    /// The note's cards, by ordinal.
    package func cards(ofNote noteID: Int64) throws -> [ReplicaCard] {
        try database.query("SELECT * FROM anki_cards INDEXED BY anki_cards_by_note WHERE profile_id = ? AND nid = ? ORDER BY ord, id", profileID, noteID)
            .map(Self.card(from:))
    }

    /// The cards whose deck (or home deck, for a card in a filtered deck) is `deckID`.
    package func cardsInDeck(_ deckID: Int64) throws -> [ReplicaCard] {
        try database.query("SELECT * FROM anki_cards WHERE profile_id = ?1 AND (did = ?2 OR odid = ?2) ORDER BY id", profileID, deckID)
            .map(Self.card(from:))
    }

    package func revlog(_ id: Int64) throws -> ReplicaRevlog? {
        try database.first("SELECT * FROM anki_revlog WHERE profile_id = ? AND id = ?", profileID, id).map(Self.revlog(from:))
    }

    /// The card's review log, oldest first.
    package func revlog(ofCard cardID: Int64) throws -> [ReplicaRevlog] {
        try database.query("SELECT * FROM anki_revlog INDEXED BY anki_revlog_by_card WHERE profile_id = ? AND cid = ? ORDER BY id", profileID, cardID)
            .map(Self.revlog(from:))
    }

    /// The GUIDs of every note.
    package func guids() throws -> Set<String> {
        Set(try database.query("SELECT guid FROM anki_notes WHERE profile_id = ?", profileID).map { $0.string("guid") })
    }

    /// True when the replica holds a note of note type `notetypeID`.
    package func hasNotes(ofType notetypeID: Int64) throws -> Bool {
        try database.first("SELECT 1 AS found FROM anki_notes WHERE profile_id = ? AND mid = ? LIMIT 1", profileID, notetypeID) != nil
    }

    /// True when a review log entry has this id.
    func hasRevlog(_ id: Int64) throws -> Bool {
        try database.first("SELECT 1 AS found FROM anki_revlog WHERE profile_id = ? AND id = ?", profileID, id) != nil
    }

    /// Stores `note`, replacing one with the same id.
    package func put(_ note: ReplicaNote) throws {
        try database.run("""
            INSERT OR REPLACE INTO anki_notes(profile_id, id, guid, mid, mod, usn, tags, flds, flags, data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, values: [.integer(profileID), .integer(note.id), .text(note.guid), .integer(note.notetypeID), .integer(note.modified),
                          .integer(note.usn), .text(note.tags), .text(note.fields), .integer(note.flags), .text(note.data)])
    }

    /// Stores `card`, replacing one with the same id.
    package func put(_ card: ReplicaCard) throws {
        try database.run("""
            INSERT OR REPLACE INTO anki_cards(profile_id, id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses,
                left, odue, odid, flags, data)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, values: [.integer(profileID), .integer(card.id), .integer(card.noteID), .integer(card.deckID), .integer(card.ordinal),
                          .integer(card.modified), .integer(card.usn), .integer(card.type), .integer(card.queue), .integer(card.due),
                          .integer(card.interval), .integer(card.factor), .integer(card.reps), .integer(card.lapses), .integer(card.left),
                          .integer(card.originalDue), .integer(card.originalDeckID), .integer(card.flags), .text(card.data)])
    }

    /// Stores `entry` unless one with its id is there already; true when it was new.
    @discardableResult
    package func add(_ entry: ReplicaRevlog) throws -> Bool {
        try database.run("""
            INSERT OR IGNORE INTO anki_revlog(profile_id, id, cid, usn, ease, ivl, last_ivl, factor, time, type)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, values: [.integer(profileID), .integer(entry.id), .integer(entry.cardID), .integer(entry.usn), .integer(entry.ease),
                          .integer(entry.interval), .integer(entry.lastInterval), .integer(entry.factor), .integer(entry.time),
                          .integer(entry.kind)]) > 0
    }

    /// Takes the server's note unless this one waits to be sent and is not older (Anki's rule).
    @discardableResult
    package func merge(_ note: ReplicaNote) throws -> Bool {
        if let existing = try self.note(note.id), existing.usn == -1, existing.modified >= note.modified { return false }
        try put(note)
        return true
    }

    /// Takes the server's card unless this one waits to be sent and is not older.
    @discardableResult
    package func merge(_ card: ReplicaCard) throws -> Bool {
        if let existing = try self.card(card.id), existing.usn == -1, existing.modified >= card.modified { return false }
        try put(card)
        return true
    }

    /// Deletes a note and its cards, leaving a grave for each with `usn`.
    package func removeNote(_ id: Int64, usn: Int64) throws {
        for card in try cards(ofNote: id) { try removeCard(card.id, usn: usn) }
        try database.run("DELETE FROM anki_notes WHERE profile_id = ? AND id = ?", profileID, id)
        try addGrave(type: 1, id: id, usn: usn)
    }

    /// Deletes a card, leaving a grave with `usn`.
    func removeCard(_ id: Int64, usn: Int64) throws {
        try database.run("DELETE FROM anki_cards WHERE profile_id = ? AND id = ?", profileID, id)
        try addGrave(type: 0, id: id, usn: usn)
    }

    /// An id for a new note, card or review entry: `wanted` (epoch milliseconds) moved on until
    /// free. One walk along the taken ids from `wanted`: answers given in the same millisecond
    /// took one query each for every id before theirs.
    package func freeID(_ table: String, from wanted: Int64) throws -> Int64 {
        let statement = try database.prepare("SELECT id FROM \(table) WHERE profile_id = ? AND id >= ? ORDER BY id")
        try statement.bind([.integer(profileID), .integer(wanted)])
        defer { try? statement.reset() }
        var id = wanted
        while let row = try statement.step(), Int64(try row.int("id")) == id { id += 1 }
        return id
    }

    /// The largest id in `table` (a note, card or review log table), or nil when it has none.
    package func largestID(_ table: String) throws -> Int64? {
        try database.first("SELECT MAX(id) AS top FROM \(table) WHERE profile_id = ?", profileID)?.optionalInt("top").map(Int64.init)
    }

    /// Gives a note not yet sent the id `newID`: its cards not yet sent, and the flash card
    /// linked to it, follow.
    package func renumberNote(_ id: Int64, to newID: Int64) throws {
        try database.run("UPDATE anki_notes SET id = ? WHERE profile_id = ? AND id = ?", newID, profileID, id)
        try database.run("UPDATE anki_cards SET nid = ? WHERE profile_id = ? AND nid = ? AND usn = -1", newID, profileID, id)
        try database.run("UPDATE anki_card_notes SET note_id = ? WHERE profile_id = ? AND note_id = ?", newID, profileID, id)
    }

    /// Gives a card not yet sent the id `newID`: its review entries not yet sent follow.
    package func renumberCard(_ id: Int64, to newID: Int64) throws {
        try database.run("UPDATE anki_cards SET id = ? WHERE profile_id = ? AND id = ?", newID, profileID, id)
        try database.run("UPDATE anki_revlog SET cid = ? WHERE profile_id = ? AND cid = ? AND usn = -1", newID, profileID, id)
    }

    /// Gives a review entry not yet sent the id `newID`, and the flash review linked to it.
    package func renumberRevlog(_ id: Int64, to newID: Int64) throws {
        try database.run("UPDATE anki_revlog SET id = ? WHERE profile_id = ? AND id = ?", newID, profileID, id)
        try database.run("UPDATE anki_review_revlog SET revlog_id = ? WHERE profile_id = ? AND revlog_id = ?", newID, profileID, id)
    }
}

extension AnkiReplica {
    static func note(from row: Row) throws -> ReplicaNote {
        let row = TableRow(row, table: "anki_notes")
        return ReplicaNote(
            id: try row.id("id"), guid: try row.string("guid"), notetypeID: try row.id("mid"), modified: try row.id("mod"),
            usn: try row.id("usn"), tags: try row.string("tags"), fields: try row.string("flds"), flags: try row.id("flags"),
            data: try row.string("data"))
    }

    static func card(from row: Row) throws -> ReplicaCard {
        let row = TableRow(row, table: "anki_cards")
        return ReplicaCard(
            id: try row.id("id"), noteID: try row.id("nid"), deckID: try row.id("did"), ordinal: try row.id("ord"),
            modified: try row.id("mod"), usn: try row.id("usn"), type: try row.id("type"), queue: try row.id("queue"),
            due: try row.id("due"), interval: try row.id("ivl"), factor: try row.id("factor"), reps: try row.id("reps"),
            lapses: try row.id("lapses"), left: try row.id("left"), originalDue: try row.id("odue"),
            originalDeckID: try row.id("odid"), flags: try row.id("flags"), data: try row.string("data"))
    }

    static func revlog(from row: Row) throws -> ReplicaRevlog {
        let row = TableRow(row, table: "anki_revlog")
        return ReplicaRevlog(
            id: try row.id("id"), cardID: try row.id("cid"), usn: try row.id("usn"), ease: try row.id("ease"),
            interval: try row.id("ivl"), lastInterval: try row.id("last_ivl"), factor: try row.id("factor"),
            time: try row.id("time"), kind: try row.id("type"))
    }
}

private extension AnkiReplica {
    /// The rows of `table` whose usn is -1, in order of id, found through its index of them.
    func pendingRows(_ table: String) throws -> [Row] {
        try database.query("SELECT * FROM \(table) INDEXED BY \(table)_pending WHERE profile_id = ? AND usn = -1 ORDER BY id", profileID)
    }
}
