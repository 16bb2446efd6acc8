/// The numbered migrations that build flash's schema. Append new ones; never edit old ones.
enum Schema {
    /// Every migration, in version order. Each concern keeps its own in `Schema+Concern.swift`;
    /// the migrator applies whichever are not recorded yet.
    static var migrations: [Migration] {
        (core + scheduling + story + games + translations + undo + interchange + sessionQueries + scale + sync + languages + words
            + reviewQueue)
            .sorted { $0.version < $1.version }
    }

    static let core: [Migration] = [
        Migration(version: 1, name: "lists and cards", sql: """
            CREATE TABLE profiles(
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL UNIQUE,
                avatar TEXT NOT NULL DEFAULT '🙂',
                created REAL NOT NULL);
            CREATE TABLE lists(
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                native TEXT NOT NULL,
                learned TEXT NOT NULL,
                style TEXT NOT NULL DEFAULT 'grey',
                images INTEGER NOT NULL DEFAULT 1,
                created REAL NOT NULL,
                UNIQUE(profile_id, name_key));
            CREATE TABLE cards(
                id INTEGER PRIMARY KEY,
                list_id INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                native TEXT NOT NULL,
                learned TEXT NOT NULL,
                alternatives TEXT NOT NULL DEFAULT '[]',
                alternatives_side TEXT NOT NULL DEFAULT 'learned',
                translation_source TEXT,
                ipa TEXT,
                image_url TEXT,
                image_file TEXT,
                image_credit TEXT,
                image_index INTEGER,
                image_candidates TEXT NOT NULL DEFAULT '[]',
                incorrect_answers TEXT NOT NULL DEFAULT '[]',
                right_count INTEGER NOT NULL DEFAULT 0,
                wrong_count INTEGER NOT NULL DEFAULT 0,
                created REAL NOT NULL);
            CREATE INDEX cards_by_list ON cards(list_id, position);
            """),
        Migration(version: 2, name: "sessions and answers", sql: """
            CREATE TABLE sessions(
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                list_id INTEGER REFERENCES lists(id) ON DELETE CASCADE,
                kind TEXT NOT NULL DEFAULT 'learn',
                settings TEXT NOT NULL DEFAULT '{}',
                seed INTEGER NOT NULL,
                planned INTEGER NOT NULL DEFAULT 0,
                started REAL NOT NULL,
                finished REAL,
                ending TEXT,
                pid INTEGER);
            CREATE INDEX sessions_by_list ON sessions(list_id, started);
            CREATE INDEX open_sessions ON sessions(ending) WHERE ending IS NULL;
            CREATE TABLE answers(
                id INTEGER PRIMARY KEY,
                session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
                card_id INTEGER REFERENCES cards(id) ON DELETE SET NULL,
                direction TEXT NOT NULL,
                shown TEXT NOT NULL,
                expected TEXT NOT NULL,
                given TEXT NOT NULL,
                verdict TEXT NOT NULL,
                rating INTEGER,
                confused_card_id INTEGER REFERENCES cards(id) ON DELETE SET NULL,
                answered REAL NOT NULL,
                milliseconds INTEGER NOT NULL);
            CREATE INDEX answers_by_session ON answers(session_id, id);
            CREATE INDEX answers_by_card ON answers(card_id, answered);
            """),
        Migration(version: 3, name: "response cache", sql: """
            CREATE TABLE response_cache(
                key TEXT PRIMARY KEY,
                provider TEXT NOT NULL,
                body BLOB NOT NULL,
                stored REAL NOT NULL);
            """),
    ]
}
