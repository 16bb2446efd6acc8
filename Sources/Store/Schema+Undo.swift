extension Schema {
    /// Migration 8: what taking an answer back (`:u`) needs, kept beside each answer in the
    /// answer's own transaction, so it works from the database alone: the card's memory before
    /// the answer (`had_memory` 0 for a card never reviewed) and the review the answer logged.
    static let undo: [Migration] = [
        Migration(version: 8, name: "undo", sql: """
            CREATE TABLE answer_undo(
                answer_id INTEGER PRIMARY KEY REFERENCES answers(id) ON DELETE CASCADE,
                review_log_id INTEGER,
                had_memory INTEGER NOT NULL,
                phase INTEGER,
                step INTEGER,
                stability REAL,
                difficulty REAL,
                due REAL,
                last_review REAL,
                reps INTEGER,
                lapses INTEGER,
                leech INTEGER);
            """),
    ]
}
