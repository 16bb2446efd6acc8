/// The media files the server has, and those a sync must send (flash's pictures and sounds of
/// its cards) or fetch (those notes from Anki name).
extension AnkiReplica {
    /// A file the server knows: its SHA-1 in hexadecimal ("" once deleted), and its usn.
    package struct Medium: Equatable {
        package var name: String
        package var sha1: String?
        var usn: Int64
    }

    package func medium(_ name: String) throws -> Medium? {
        try database.first("SELECT name, sha1, usn FROM anki_media WHERE profile_id = ? AND name = ?", profileID, name).map {
            Medium(name: $0.string("name"), sha1: $0.optionalString("sha1"), usn: Int64(try $0.int("usn")))
        }
    }

    /// Records what the server says of a file (keeping what waits to be done with it).
    package func recordMedium(_ name: String, sha1: String, usn: Int64) throws {
        try database.run("""
            INSERT INTO anki_media(profile_id, name, sha1, usn) VALUES (?, ?, ?, ?)
            ON CONFLICT(profile_id, name) DO UPDATE SET sha1 = excluded.sha1, usn = excluded.usn
            """, profileID, name, sha1, usn)
    }

    /// Marks a file to send (flash's) or to fetch (a note's), unless it is marked already.
    package func markMedium(_ name: String, _ state: String) throws {
        try database.run("""
            INSERT INTO anki_media(profile_id, name, state) VALUES (?, ?, ?)
            ON CONFLICT(profile_id, name) DO UPDATE SET state = COALESCE(anki_media.state, excluded.state)
            """, profileID, name, state)
    }

    /// True when a file waits to be sent or fetched.
    package func hasWaitingMedia() throws -> Bool {
        try database.first("SELECT 1 AS found FROM anki_media INDEXED BY anki_media_waiting WHERE profile_id = ? AND state IS NOT NULL LIMIT 1",
                           profileID) != nil
    }

    package func clearMedium(_ name: String) throws {
        try database.run("UPDATE anki_media SET state = NULL WHERE profile_id = ? AND name = ?", profileID, name)
    }

    /// The files marked `state`, by name.
    package func media(_ state: String) throws -> [Medium] {
        try database.query("SELECT name, sha1, usn FROM anki_media INDEXED BY anki_media_waiting WHERE profile_id = ? AND state = ? AND state IS NOT NULL ORDER BY name", profileID, state).map {
            Medium(name: $0.string("name"), sha1: $0.optionalString("sha1"), usn: Int64(try $0.int("usn")))
        }
    }

    /// The notes of flash's lists that name the file (its name stands in their fields).
    package func linkedNoteNames(_ name: String) throws -> [Int64] {
        let pattern = "%" + name.replacing("\\", with: "\\\\").replacing("%", with: "\\%").replacing("_", with: "\\_") + "%"
        return try database.query("""
            SELECT notes.id FROM anki_notes AS notes JOIN anki_card_notes AS links ON links.profile_id = notes.profile_id AND links.note_id = notes.id
            WHERE notes.profile_id = ? AND notes.flds LIKE ? ESCAPE '\\'
            """, profileID, pattern).map { Int64(try $0.int("id")) }
    }

    package func setMediaUSN(_ usn: Int64) throws {
        try database.run("UPDATE anki_collections SET media_usn = ? WHERE profile_id = ?", usn, profileID)
    }
}
