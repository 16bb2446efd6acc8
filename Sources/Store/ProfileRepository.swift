import FoundationEssentials
import Model

/// Every local profile: names and avatars, their progress, the leaderboard, and resetting.
public struct ProfileRepository {
    let database: Database

    init(database: Database) {
        self.database = database
    }

    /// Every profile, oldest first.
    package func all() throws -> [Profile] {
        try database.query("SELECT * FROM profiles ORDER BY created, id").map(Self.profile(from:))
    }

    public func profile(id: Int64) throws -> Profile? {
        try database.first("SELECT * FROM profiles WHERE id = ?", id).map(Self.profile(from:))
    }

    /// The profile plain commands open, remembered across runs; nil before the first run.
    func active() throws -> Profile? {
        guard let row = try database.first("SELECT key, value FROM app_state WHERE key = 'active_profile'") else { return nil }
        return try profile(id: TableRow(row, table: "app_state", key: "key").id("value"))
    }

    /// The row (id, name) of the profile called `name` ignoring case, created first when there
    /// is none; an existing profile is only read, so opening the store writes nothing.
    func opening(_ name: String, now: Date) throws -> TableRow {
        let select = "SELECT id, name FROM profiles WHERE name_key = ?"
        if let row = try database.first(select, name.lowercased()) { return TableRow(row, table: "profiles") }
        try database.run("INSERT OR IGNORE INTO profiles(name, name_key, created) VALUES (?, ?, ?)", name, name.lowercased(), now)
        guard let row = try database.first(select, name.lowercased()) else {
            throw StoreError.refused("profile \(name) could not be created")
        }
        return TableRow(row, table: "profiles")
    }

    /// Remembers `id` as the profile plain commands open.
    public func makeActive(_ id: Int64) throws {
        try database.run("INSERT INTO app_state(key, value) VALUES ('active_profile', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                         String(id))
    }

    /// Renames a profile; the name is checked and must be unique ignoring case.
    @discardableResult
    public func rename(_ id: Int64, to raw: String) throws -> String {
        let name = try Profile.validName(raw)
        return try database.transaction {
            if let other = try database.first("SELECT id FROM profiles WHERE name_key = ?", Profile.key(name)), Int64(try other.int("id")) != id {
                throw ProfileError.nameTaken(name)
            }
            do {
                try database.run("UPDATE profiles SET name = ?, name_key = ? WHERE id = ?", name, Profile.key(name), id)
            } catch StoreError.duplicate(table: "profiles", _) {
                throw ProfileError.nameTaken(name)
            }
            return name
        }
    }

    /// Changes a profile's avatar, once checked.
    @discardableResult
    public func setAvatar(_ id: Int64, to raw: String) throws -> String {
        let avatar = try Profile.validAvatar(raw)
        try database.run("UPDATE profiles SET avatar = ? WHERE id = ?", avatar, id)
        return avatar
    }

    /// The profile's progress: lists, tests and exams, answers, games and scores.
    public func stats(of id: Int64) throws -> ProfileStats {
        var stats = ProfileStats()
        stats.lists = try count("SELECT COUNT(*) AS n FROM lists WHERE profile_id = ?", id)
        stats.tests = try taken("test", id)
        stats.exams = try taken("exam", id)
        let answers = try database.first("""
            SELECT COUNT(*) AS n, COALESCE(SUM(verdict IN ('correct', 'almost')), 0) AS rightN FROM answers
            JOIN sessions ON sessions.id = answers.session_id WHERE sessions.profile_id = ? AND sessions.kind != 'train'
            """, id)
        stats.answers = try answers?.int("n") ?? 0
        stats.rightAnswers = try answers?.int("rightN") ?? 0
        stats.gamesPlayed = try gamesPlayed(id)
        let games = GameRepository(database: database, profileID: id)
        stats.bestStreak = try games.bestStreak()
        stats.bestGuess = try games.best(.guess) ?? 0
        stats.dailiesDone = try count("SELECT COUNT(*) AS n FROM daily_challenges WHERE profile_id = ? AND finished IS NOT NULL", id)
        stats.favourites = try count("SELECT COUNT(*) AS n FROM favourites WHERE profile_id = ?", id)
        return stats
    }

    /// Profiles with a high score, best first (best streak in buzz and daily games x 200).
    public func leaderboard(limit: Int = 10) throws -> [LeaderboardEntry] {
        let rows = try database.query("""
            SELECT profiles.*, MAX(game_scores.streak) AS best FROM profiles
            JOIN game_scores ON game_scores.profile_id = profiles.id AND game_scores.game IN \(GameKind.streakGamesSQL)
            GROUP BY profiles.id HAVING best > 0 ORDER BY best DESC, profiles.name_key LIMIT ?
            """, limit)
        var entries: [LeaderboardEntry] = []
        for (index, row) in rows.enumerated() {
            let best = try row.int("best")
            let rank = entries.last.map { $0.bestStreak == best ? $0.rank : index + 1 } ?? 1
            entries.append(LeaderboardEntry(rank: rank, profile: try Self.profile(from: row), bestStreak: best))
        }
        return entries
    }
}

extension ProfileRepository {
    static func profile(from row: Row) throws -> Profile {
        let row = TableRow(row, table: "profiles")
        return Profile(id: try row.id("id"), name: try row.string("name"), avatar: try row.string("avatar"), created: try row.date("created"))
    }
}

private extension ProfileRepository {
    func count(_ sql: String, _ id: Int64) throws -> Int {
        try database.first(sql, id)?.int("n") ?? 0
    }

    func taken(_ kind: String, _ id: Int64) throws -> Int {
        try database.first("""
            SELECT COUNT(*) AS n FROM sessions WHERE profile_id = ? AND kind = ? AND ending IN ('completed', 'out-of-time')
            """, id, kind)?.int("n") ?? 0
    }

    func gamesPlayed(_ id: Int64) throws -> [String: Int] {
        let rows = try database.query("""
            SELECT kind, COUNT(*) AS n FROM sessions WHERE profile_id = ? AND kind IN \(GameKind.allGamesSQL)
            AND EXISTS (SELECT 1 FROM answers WHERE answers.session_id = sessions.id) GROUP BY kind
            """, id)
        return Dictionary(uniqueKeysWithValues: try rows.map { ($0.string("kind"), try $0.int("n")) })
    }
}

extension ProfileRepository {
    /// Progress kept in other concerns' tables, emptied for the profile when the table exists:
    /// scheduling state (by card), story kits' best scores (by list), exams passed and final
    /// choices (by profile). Stage assignments of kits are content and are kept.
    static let progressTables: [(table: String, column: String)] = [
        ("card_memory", "card_id"), ("review_log", "card_id"),
        ("kit_scores", "list_id"), ("exam_results", "profile_id"), ("final_choices", "profile_id"),
    ]

    /// Erases a profile's progress in one transaction: its sessions and their answers, its
    /// cards' right/wrong counters, game scores, daily challenges, scheduling state and story
    /// progress. Lists, cards and favourites are kept.
    @discardableResult
    public func reset(_ id: Int64) throws -> ProfileReset {
        try database.transaction {
            var reset = ProfileReset()
            for (table, column) in try existing(Self.progressTables) {
                reset.otherRows += try database.run("DELETE FROM \(table) WHERE \(column) IN (\(Self.owned(column)))", id)
            }
            reset.answers = try count("""
                SELECT COUNT(*) AS n FROM answers JOIN sessions ON sessions.id = answers.session_id WHERE sessions.profile_id = ?
                """, id)
            reset.gameScores = try database.run("DELETE FROM game_scores WHERE profile_id = ?", id)
            reset.dailyChallenges = try database.run("DELETE FROM daily_challenges WHERE profile_id = ?", id)
            reset.sessions = try database.run("DELETE FROM sessions WHERE profile_id = ?", id)
            try database.run("UPDATE cards SET right_count = 0, wrong_count = 0 WHERE list_id IN (SELECT id FROM lists WHERE profile_id = ?)", id)
            return reset
        }
    }

    /// The ids a profile owns for a key column: its cards, its lists, or itself.
    static func owned(_ column: String) -> String {
        switch column {
        case "card_id": "SELECT cards.id FROM cards JOIN lists ON lists.id = cards.list_id WHERE lists.profile_id = ?"
        case "list_id": "SELECT id FROM lists WHERE profile_id = ?"
        default: "SELECT ?"
        }
    }

    /// The tables of `tables` that exist in this database and have the key column.
    func existing(_ tables: [(table: String, column: String)]) throws -> [(table: String, column: String)] {
        try tables.filter { entry in
            try database.hasTable(entry.table) && database.query("SELECT name FROM pragma_table_info(?)", entry.table)
                .contains { $0.string("name") == entry.column }
        }
    }
}
