import FoundationEssentials

/// The replica as a collection file and back: the file a full upload sends (schema 11, which
/// the server accepts and upgrades), made in memory, and the notes, cards, review log and
/// graves of a downloaded one.
extension AnkiReplica {
    /// The schema-11 JSON of a collection file's note types, decks, deck options and tags
    /// (objects keyed by id; tags to their usn), as its `col` row keeps them.
    package struct ObjectsJSON {
        var notetypes: String
        var decks: String
        var deckConfigs: String
        var tags: String

        package init(notetypes: String, decks: String, deckConfigs: String, tags: String) {
            self.notetypes = notetypes
            self.decks = decks
            self.deckConfigs = deckConfigs
            self.tags = tags
        }
    }

    /// The bytes of the replica as a schema-11 collection file: `header`'s times and
    /// configuration and `objects` as its `col` row, every note (its sort field and checksum
    /// from `sortField`), card and review entry with usn 0, and no graves. The file is made in
    /// a database attached in memory: sent whole once made, it never needs the disk.
    package func collectionFile(header: ReplicaHeader, objects: ObjectsJSON,
                                sortField: (ReplicaNote) -> (SQLValue, Int64)) throws -> [UInt8] {
        try database.attach(":memory:", as: "upload")
        defer { try? database.detach("upload") }
        try database.transaction {
            try database.execute(AnkiCollectionWriter.tables(in: "upload"))
            try database.run("""
                INSERT INTO upload.col(id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags)
                VALUES (1, ?, ?, ?, 11, 0, ?, ?, ?, ?, ?, ?, ?)
                """, values: [.integer(header.created), .integer(header.modified), .integer(header.schema), .integer(header.usn),
                              .integer(header.lastSync), .text(header.configuration), .text(objects.notetypes), .text(objects.decks),
                              .text(objects.deckConfigs), .text(objects.tags)])
            try database.run("""
                INSERT INTO upload.cards(id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
                SELECT id, nid, did, ord, mod, 0, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data
                FROM anki_cards WHERE profile_id = ?
                """, profileID)
            try database.run("""
                INSERT INTO upload.revlog(id, cid, usn, ease, ivl, lastIvl, factor, time, type)
                SELECT id, cid, 0, ease, ivl, last_ivl, factor, time, type FROM anki_revlog WHERE profile_id = ?
                """, profileID)
            try copyNotes(sortField: sortField)
            try database.execute(AnkiCollectionWriter.indexes(in: "upload"))
        }
        return try database.serialized("upload")
    }

    /// Replaces the replica's notes, cards, review log and graves with those of the collection
    /// attached as `schema`.
    package func copyObjects(fromAttached schema: String) throws {
        for table in ["anki_notes", "anki_cards", "anki_revlog", "anki_graves"] {
            try database.run("DELETE FROM \(table) WHERE profile_id = ?", profileID)
        }
        try database.run("""
            INSERT INTO anki_notes(profile_id, id, guid, mid, mod, usn, tags, flds, flags, data)
            SELECT ?, id, guid, mid, mod, usn, tags, flds, flags, data FROM \(schema).notes
            """, profileID)
        try database.run("""
            INSERT INTO anki_cards(profile_id, id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
            SELECT ?, id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data
            FROM \(schema).cards
            """, profileID)
        try database.run("""
            INSERT INTO anki_revlog(profile_id, id, cid, usn, ease, ivl, last_ivl, factor, time, type)
            SELECT ?, id, cid, usn, ease, ivl, lastIvl, factor, time, type FROM \(schema).revlog
            """, profileID)
        try database.run("INSERT OR REPLACE INTO anki_graves(profile_id, type, oid, usn) SELECT ?, type, oid, usn FROM \(schema).graves", profileID)
    }

    /// Deletes every note type, deck, deck option and tag, before a downloaded set replaces them,
    /// and forgets the ids staged for the collection replaced.
    package func clearUnchunked() throws {
        for table in ["anki_notetypes", "anki_decks", "anki_deck_configs", "anki_tags"] {
            try database.run("DELETE FROM \(table) WHERE profile_id = ?", profileID)
        }
        try forgetStagedIDs()
    }
}

private extension AnkiReplica {
    func copyNotes(sortField: (ReplicaNote) -> (SQLValue, Int64)) throws {
        let statement = try database.prepare("SELECT * FROM anki_notes WHERE profile_id = ? ORDER BY id")
        try statement.bind([.integer(profileID)])
        defer { try? statement.reset() }
        let insert = try Statement(database: database, sql: """
            INSERT INTO upload.notes(id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
            """)
        while let row = try statement.step() {
            let note = try Self.note(from: row)
            let (sort, checksum) = sortField(note)
            try insert.bind([.integer(note.id), .text(note.guid), .integer(note.notetypeID), .integer(note.modified), .text(note.tags),
                             .text(note.fields), sort, .integer(checksum), .integer(note.flags), .text(note.data)])
            _ = try insert.step()
            try insert.reset()
        }
    }
}
