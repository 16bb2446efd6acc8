/// Note types, decks, deck options and tags: what `applyChanges` carries, each kept as the
/// schema-11 JSON it came as. Which is newer is decided by the caller, which knows the JSON.
package extension AnkiReplica {
    /// The kinds of objects kept as JSON, with their table.
    enum Kind: String, CaseIterable, Sendable {
        case notetypes = "anki_notetypes"
        case decks = "anki_decks"
        case deckConfigs = "anki_deck_configs"
    }

    func objects(_ kind: Kind) throws -> [ReplicaObject] {
        try database.query("SELECT * FROM \(kind.rawValue) WHERE profile_id = ? ORDER BY id", profileID).map { try Self.object(from: $0, kind) }
    }

    func object(_ kind: Kind, id: Int64) throws -> ReplicaObject? {
        try database.first("SELECT * FROM \(kind.rawValue) WHERE profile_id = ? AND id = ?", profileID, id).map { try Self.object(from: $0, kind) }
    }

    /// The objects of `kind` not yet sent.
    func pendingObjects(_ kind: Kind) throws -> [ReplicaObject] {
        try database.query("SELECT * FROM \(kind.rawValue) WHERE profile_id = ? AND usn = -1 ORDER BY id", profileID)
            .map { try Self.object(from: $0, kind) }
    }

    /// Stores `object`, replacing one with its id.
    func put(_ object: ReplicaObject, kind: Kind) throws {
        if kind == .deckConfigs {
            try database.run("INSERT OR REPLACE INTO anki_deck_configs(profile_id, id, mod, usn, json) VALUES (?, ?, ?, ?, ?)",
                             profileID, object.id, object.modified, object.usn, object.json)
        } else {
            try database.run("INSERT OR REPLACE INTO \(kind.rawValue)(profile_id, id, name, mod, usn, json) VALUES (?, ?, ?, ?, ?, ?)",
                             profileID, object.id, object.name, object.modified, object.usn, object.json)
        }
    }

    /// The deck called `name` (Anki's "::" form, compared without regard to case), if any.
    func deck(named name: String) throws -> ReplicaObject? {
        try database.first("SELECT * FROM anki_decks WHERE profile_id = ? AND name = ? COLLATE NOCASE LIMIT 1", profileID, name)
            .map { try Self.object(from: $0, .decks) }
    }

    /// Deletes a deck, leaving a grave with `usn`.
    func removeDeck(_ id: Int64, usn: Int64) throws {
        try database.run("DELETE FROM anki_decks WHERE profile_id = ? AND id = ?", profileID, id)
        try addGrave(type: 2, id: id, usn: usn)
    }

    /// Every tag with its usn.
    func tags() throws -> [(tag: String, usn: Int64)] {
        try database.query("SELECT tag, usn FROM anki_tags WHERE profile_id = ? ORDER BY tag", profileID)
            .map { ($0.string("tag"), Int64(try $0.int("usn"))) }
    }

    /// The tags not yet sent, stamped with the server's usn as they are read.
    func takePendingTags(usn: Int64) throws -> [String] {
        let tags = try database.query("SELECT tag FROM anki_tags WHERE profile_id = ? AND usn = -1 ORDER BY tag", profileID).map { $0.string("tag") }
        try database.run("UPDATE anki_tags SET usn = ? WHERE profile_id = ? AND usn = -1", usn, profileID)
        return tags
    }

    /// Adds a tag unless one differing only in case is there.
    func registerTag(_ tag: String, usn: Int64) throws {
        guard try database.first("SELECT 1 AS found FROM anki_tags WHERE profile_id = ? AND tag = ? COLLATE NOCASE", profileID, tag) == nil
        else { return }
        try database.run("INSERT INTO anki_tags(profile_id, tag, usn) VALUES (?, ?, ?)", profileID, tag, usn)
    }

    /// Replaces the collection's configuration (a JSON object's text), and its creation time when given.
    func setConfiguration(_ json: String, created: Int64?) throws {
        try database.run("UPDATE anki_collections SET conf = ?, crt = COALESCE(?, crt) WHERE profile_id = ?", json, created, profileID)
    }

    static func object(from row: Row, _ kind: Kind) throws -> ReplicaObject {
        let table = TableRow(row, table: kind.rawValue)
        return ReplicaObject(
            id: try table.id("id"), name: kind == .deckConfigs ? "" : try table.string("name"), modified: try table.id("mod"),
            usn: try table.id("usn"), json: try table.string("json"))
    }
}
