import FoundationEssentials

/// The result of one game, as stored in `game_scores`.
struct GameScore: Sendable, Equatable {
    var game: GameKind
    /// Right answers for guess; points for buzz and daily.
    var score: Int
    /// The longest run of right answers.
    var streak: Int
    var right: Int
    var wrong: Int
    var played: Date
    var sessionID: Int64?

    init(game: GameKind, score: Int, streak: Int, right: Int, wrong: Int, played: Date, sessionID: Int64? = nil) {
        self.game = game
        self.score = score
        self.streak = streak
        self.right = right
        self.wrong = wrong
        self.played = played
        self.sessionID = sessionID
    }
}
