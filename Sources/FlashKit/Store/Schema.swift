/// The numbered migrations that build flash's schema. Append new ones; never edit old ones.
public enum Schema {
    public static let migrations: [Migration] = [
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
    ]
}
