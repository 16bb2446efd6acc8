extension Schema {
    /// Migration 6: profiles' games, favourites and daily challenges.
    static let games: [Migration] = [
        Migration(version: 6, name: "games", sql: """
            CREATE TABLE game_scores(
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
                game TEXT NOT NULL,
                score INTEGER NOT NULL,
                streak INTEGER NOT NULL DEFAULT 0,
                right_count INTEGER NOT NULL DEFAULT 0,
                wrong_count INTEGER NOT NULL DEFAULT 0,
                played REAL NOT NULL);
            CREATE INDEX game_scores_by_profile ON game_scores(profile_id, game, score);
            CREATE TABLE favourites(
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                word TEXT NOT NULL,
                word_key TEXT NOT NULL,
                level TEXT,
                added REAL NOT NULL,
                UNIQUE(profile_id, word_key));
            CREATE TABLE daily_challenges(
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                day TEXT NOT NULL,
                score INTEGER NOT NULL DEFAULT 0,
                started REAL NOT NULL,
                finished REAL,
                PRIMARY KEY(profile_id, day));
            """),
    ]
}
