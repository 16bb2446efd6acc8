extension Schema {
    /// Migration 4: each card's FSRS memory state, and every rating with its time.
    static let scheduling: [Migration] = [
        Migration(version: 4, name: "spaced repetition", sql: """
            CREATE TABLE card_memory(
                card_id INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
                phase INTEGER NOT NULL,
                step INTEGER,
                stability REAL,
                difficulty REAL,
                due REAL NOT NULL,
                last_review REAL,
                reps INTEGER NOT NULL DEFAULT 0,
                lapses INTEGER NOT NULL DEFAULT 0,
                leech INTEGER NOT NULL DEFAULT 0);
            CREATE INDEX card_memory_by_due ON card_memory(due);
            CREATE TABLE review_log(
                id INTEGER PRIMARY KEY,
                card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
                rating INTEGER NOT NULL,
                reviewed REAL NOT NULL,
                milliseconds INTEGER,
                stability REAL,
                difficulty REAL,
                due REAL NOT NULL);
            CREATE INDEX review_log_by_card ON review_log(card_id, reviewed);
            CREATE INDEX review_log_by_profile_time ON review_log(profile_id, reviewed);
            """),
    ]
}
