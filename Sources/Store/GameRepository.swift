import FoundationEssentials
import Model

/// One profile's games: scores, favourite words and daily challenges.
public struct GameRepository {
    let database: Database
    let profileID: Int64

    init(database: Database, profileID: Int64) {
        self.database = database
        self.profileID = profileID
    }

    /// Stores the result of one game.
    package func save(_ score: GameScore) throws {
        try database.run("""
            INSERT INTO game_scores(profile_id, session_id, game, score, streak, right_count, wrong_count, played)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, profileID, score.sessionID, score.game.rawValue, score.score, score.streak, score.right, score.wrong, score.played)
    }

    /// The best score of a game, or nil before the first one.
    package func best(_ game: GameKind) throws -> Int? {
        try database.first("SELECT MAX(score) AS best FROM game_scores WHERE profile_id = ? AND game = ?", profileID, game.rawValue)?
            .optionalInt("best")
    }

    /// The longest streak in buzz and daily games; the high score is this x 200.
    package func bestStreak() throws -> Int {
        try database.first("""
            SELECT COALESCE(MAX(streak), 0) AS best FROM game_scores WHERE profile_id = ? AND game IN \(GameKind.streakGamesSQL)
            """, profileID)?.int("best") ?? 0
    }
}

extension GameRepository {
    /// Adds a favourite word; false when it was one already (compared ignoring case).
    @discardableResult
    public func addFavourite(_ word: String, level: WordLevel?, now: Date) throws -> Bool {
        try database.run("""
            INSERT OR IGNORE INTO favourites(profile_id, word, word_key, level, added) VALUES (?, ?, ?, ?, ?)
            """, profileID, word, word.lowercased(), level?.rawValue, now) > 0
    }

    /// Removes a favourite word; false when it was not one.
    @discardableResult
    public func removeFavourite(_ word: String) throws -> Bool {
        try database.run("DELETE FROM favourites WHERE profile_id = ? AND word_key = ?", profileID, word.lowercased()) > 0
    }

    /// True when `word` is a favourite (ignoring case).
    public func isFavourite(_ word: String) throws -> Bool {
        try database.first("SELECT 1 AS yes FROM favourites WHERE profile_id = ? AND word_key = ?", profileID, word.lowercased()) != nil
    }

    /// The favourite words, in the order they were added.
    public func favourites() throws -> [Favourite] {
        try database.query("SELECT * FROM favourites WHERE profile_id = ? ORDER BY added, id", profileID).map { row in
            let row = TableRow(row, table: "favourites")
            return Favourite(word: try row.string("word"), level: try row.optional("level"), added: try row.date("added"))
        }
    }
}

extension GameRepository {
    /// The profile's attempt at a day's challenge, if any.
    package func daily(_ day: String) throws -> DailyRecord? {
        try database.first("SELECT * FROM daily_challenges WHERE profile_id = ? AND day = ?", profileID, day).map { row in
            let row = TableRow(row, table: "daily_challenges", key: "day")
            return DailyRecord(day: try row.string("day"), score: try row.int("score"), started: try row.date("started"),
                               finished: try row.optionalDate("finished"))
        }
    }

    /// Notes that the day's challenge was started (once; a later start keeps the first time).
    package func startDaily(_ day: String, now: Date) throws {
        try database.run("INSERT OR IGNORE INTO daily_challenges(profile_id, day, started) VALUES (?, ?, ?)", profileID, day, now)
    }

    /// Marks the day's challenge done with its score: the row the learning streak counts.
    package func finishDaily(_ day: String, score: Int, now: Date) throws {
        try startDaily(day, now: now)
        try database.run("UPDATE daily_challenges SET score = ?, finished = ? WHERE profile_id = ? AND day = ?", score, now, profileID, day)
    }
}

extension FlashStore {
    /// Every local profile.
    public var profiles: ProfileRepository { ProfileRepository(database: database) }
    /// The current profile's games.
    public var games: GameRepository { GameRepository(database: database, profileID: profileID) }
}
