extension Schema {
    /// Migration 50: a number that moves whenever a card's words change, in any process, so
    /// that what was read of every card's words (a web server's shared judging pool) is known
    /// to be current with one read. An answer only counts (right_count, wrong_count), which
    /// does not move it.
    static let words: [Migration] = [
        Migration(version: 50, name: "words version", sql: """
            CREATE TABLE words_version(version INTEGER NOT NULL);
            INSERT INTO words_version(version) VALUES (0);
            CREATE TRIGGER words_version_insert AFTER INSERT ON cards BEGIN UPDATE words_version SET version = version + 1; END;
            CREATE TRIGGER words_version_delete AFTER DELETE ON cards BEGIN UPDATE words_version SET version = version + 1; END;
            CREATE TRIGGER words_version_update AFTER UPDATE OF native, learned, alternatives, native_alternatives, alternatives_side, gender, list_id ON cards
            BEGIN UPDATE words_version SET version = version + 1; END;
            """),
    ]
}
