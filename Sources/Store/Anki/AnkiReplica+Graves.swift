/// Deletions: the graves the replica keeps, those waiting to be sent, and the server's applied.
extension AnkiReplica {
    /// Records the deletion of object `id` of kind `type` (card 0, note 1, deck 2) with `usn`.
    func addGrave(type: Int, id: Int64, usn: Int64) throws {
        try database.run("INSERT OR REPLACE INTO anki_graves(profile_id, type, oid, usn) VALUES (?, ?, ?, ?)", profileID, type, id, usn)
    }

    /// The deletions not yet sent.
    package func pendingGraves() throws -> ReplicaGraves {
        var graves = ReplicaGraves()
        for row in try database.query("SELECT type, oid FROM anki_graves INDEXED BY anki_graves_pending WHERE profile_id = ? AND usn = -1 ORDER BY oid", profileID) {
            let id = Int64(try row.int("oid"))
            switch try row.int("type") {
            case 0: graves.cards.append(id)
            case 1: graves.notes.append(id)
            default: graves.decks.append(id)
            }
        }
        return graves
    }

    /// Gives the deletions not yet sent the server's usn.
    package func stampPendingGraves(usn: Int64) throws {
        try database.run("UPDATE anki_graves INDEXED BY anki_graves_pending SET usn = ? WHERE profile_id = ? AND usn = -1", usn, profileID)
    }

    /// Applies the server's deletions, as Anki does: the objects go, graves with `usn` stay.
    package func applyGraves(_ graves: ReplicaGraves, usn: Int64) throws {
        for id in graves.notes {
            try database.run("DELETE FROM anki_notes WHERE profile_id = ? AND id = ?", profileID, id)
            try addGrave(type: 1, id: id, usn: usn)
        }
        for id in graves.cards { try removeCard(id, usn: usn) }
        for id in graves.decks {
            try database.run("DELETE FROM anki_decks WHERE profile_id = ? AND id = ?", profileID, id)
            try addGrave(type: 2, id: id, usn: usn)
        }
    }
}
