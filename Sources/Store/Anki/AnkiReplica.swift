import FoundationEssentials

/// A profile's replica of its Anki collection: the header, and through its extensions the
/// notes, cards, review log, graves, note types, decks, deck options and tags, each with the
/// usn and mtime Anki gave it. Objects changed here and not yet sent carry usn -1.
package struct AnkiReplica {
    package let database: Database
    let profileID: Int64

    /// The header, or nil when the profile has never synced (or its replica was reset).
    package func header() throws -> ReplicaHeader? {
        guard let row = try database.first("SELECT * FROM anki_collections WHERE profile_id = ?", profileID) else { return nil }
        let table = TableRow(row, table: "anki_collections", key: "profile_id")
        return ReplicaHeader(
            server: try table.string("server"), user: try table.string("user"), created: try table.id("crt"),
            modified: try table.id("mod"), schema: try table.id("scm"), usn: try table.id("usn"), lastSync: try table.id("ls"),
            configuration: try table.string("conf"), mediaUSN: try table.id("media_usn"),
            fullSync: try table.optionalString("full_sync"))
    }

    /// Stores `header`, replacing the one there was.
    package func save(_ header: ReplicaHeader) throws {
        try database.run("""
            INSERT INTO anki_collections(profile_id, server, user, crt, mod, scm, usn, ls, conf, media_usn, full_sync)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(profile_id) DO UPDATE SET server = excluded.server, user = excluded.user, crt = excluded.crt,
                mod = excluded.mod, scm = excluded.scm, usn = excluded.usn, ls = excluded.ls, conf = excluded.conf,
                media_usn = excluded.media_usn, full_sync = excluded.full_sync
            """, values: [.integer(profileID), .text(header.server), .text(header.user), .integer(header.created),
                          .integer(header.modified), .integer(header.schema), .integer(header.usn), .integer(header.lastSync),
                          .text(header.configuration), .integer(header.mediaUSN), header.fullSync.sqlValue])
    }

    /// Marks the collection changed at `milliseconds`: the next sync has something to send.
    package func touch(at milliseconds: Int64) throws {
        try database.run("UPDATE anki_collections SET mod = MAX(mod + 1, ?) WHERE profile_id = ?", milliseconds, profileID)
    }

    /// Records a finished sync: the server's time, and the usn the next objects get. The ids
    /// staged before it are sent.
    package func finish(serverTime: Int64, usn: Int64, at time: Date) throws {
        try database.run("UPDATE anki_collections SET mod = ?, ls = ?, usn = ?, last_sync = ? WHERE profile_id = ?",
                         serverTime, serverTime, usn, time, profileID)
        try forgetStagedIDs()
    }

    /// The ids of the new notes, cards and review entries staged before a sync, not yet sent.
    package func stagedIDs() throws -> (notes: Set<Int64>, cards: Set<Int64>, revlog: Set<Int64>) {
        var ids: [Set<Int64>] = [[], [], []]
        for row in try database.query("SELECT kind, id FROM anki_staged_ids WHERE profile_id = ?", profileID) {
            let kind = try row.int("kind")
            if ids.indices.contains(kind) { ids[kind].insert(Int64(try row.int("id"))) }
        }
        return (ids[0], ids[1], ids[2])
    }

    /// Remembers the ids of new notes, cards and review entries staged outside a sync.
    package func rememberStagedIDs(notes: Set<Int64>, cards: Set<Int64>, revlog: Set<Int64>) throws {
        for (kind, ids) in [notes, cards, revlog].enumerated() where !ids.isEmpty {
            try database.run("INSERT OR IGNORE INTO anki_staged_ids(profile_id, kind, id) SELECT ?, ?, value FROM json_each(?)",
                             profileID, kind, "[" + ids.map(String.init).joined(separator: ",") + "]")
        }
    }

    /// Forgets the staged ids (sent, or the replica replaced).
    package func forgetStagedIDs() throws {
        try database.run("DELETE FROM anki_staged_ids WHERE profile_id = ?", profileID)
    }

    /// Remembers (or, with nil, forgets) a full sync to finish.
    package func setFullSync(_ direction: String?) throws {
        try database.run("UPDATE anki_collections SET full_sync = ? WHERE profile_id = ?", direction, profileID)
    }

    /// When the profile last finished a sync, if ever.
    package func lastSyncTime() throws -> Date? {
        try database.first("SELECT last_sync FROM anki_collections WHERE profile_id = ?", profileID)?.optionalDate("last_sync")
    }

    /// Forces a full sync next time (after a failed sanity check), as Anki does.
    package func markSchemaChanged(at milliseconds: Int64) throws {
        try database.run("UPDATE anki_collections SET scm = ?, mod = ? WHERE profile_id = ?", milliseconds, milliseconds, profileID)
    }

    /// Deletes the whole replica and every link between it and flash's lists (the lists stay).
    package func reset() throws {
        for table in Self.tables + ["anki_list_decks", "anki_card_notes", "anki_review_revlog", "anki_media", "anki_staged_ids", "anki_collections"] {
            try database.run("DELETE FROM \(table) WHERE profile_id = ?", profileID)
        }
    }

    /// True when the replica holds no card (Anki's "empty").
    package func isEmpty() throws -> Bool {
        try database.first("SELECT 1 AS found FROM anki_cards WHERE profile_id = ? LIMIT 1", profileID) == nil
    }

    /// The totals of the replica, for the sanity check.
    package func counts() throws -> ReplicaCounts {
        func count(_ table: String) throws -> Int {
            try database.first("SELECT COUNT(*) AS n FROM \(table) WHERE profile_id = ?", profileID)?.int("n") ?? 0
        }
        return ReplicaCounts(
            cards: try count("anki_cards"), notes: try count("anki_notes"), revlog: try count("anki_revlog"),
            graves: try count("anki_graves"), notetypes: try count("anki_notetypes"), decks: try count("anki_decks"),
            deckConfigs: try count("anki_deck_configs"))
    }

    /// How many objects wait to be sent (usn -1), all kinds together.
    package func pendingCount() throws -> Int {
        var total = 0
        for table in Self.tables {
            let index = ["anki_notes", "anki_cards", "anki_revlog", "anki_graves"].contains(table) ? " INDEXED BY \(table)_pending" : ""
            total += try database.first("SELECT COUNT(*) AS n FROM \(table)\(index) WHERE profile_id = ? AND usn = -1", profileID)?.int("n") ?? 0
        }
        return total
    }

    /// Gives every object waiting to be sent the usn 0 and forgets the graves, as Anki does
    /// before a full upload.
    package func clearForUpload() throws {
        for table in Self.tables where table != "anki_graves" {
            let index = ["anki_notes", "anki_cards", "anki_revlog"].contains(table) ? " INDEXED BY \(table)_pending" : ""
            try database.run("UPDATE \(table)\(index) SET usn = 0 WHERE profile_id = ? AND usn = -1", profileID)
        }
        try database.run("DELETE FROM anki_graves WHERE profile_id = ?", profileID)
        try forgetStagedIDs()
    }

    /// The replica's tables of objects.
    static let tables = [
        "anki_notes", "anki_cards", "anki_revlog", "anki_graves", "anki_notetypes", "anki_decks", "anki_deck_configs", "anki_tags",
    ]
}
