import FoundationEssentials

/// The result of one game, as stored in `game_scores`.
package struct GameScore: Sendable, Equatable {
    package var game: GameKind
    /// Right answers for guess; points for buzz and daily.
    package var score: Int
    /// The longest run of right answers.
    package var streak: Int
    package var right: Int
    package var wrong: Int
    package var played: Date
    package var sessionID: Int64?

    package init(game: GameKind, score: Int, streak: Int, right: Int, wrong: Int, played: Date, sessionID: Int64? = nil) {
        self.game = game
        self.score = score
        self.streak = streak
        self.right = right
        self.wrong = wrong
        self.played = played
        self.sessionID = sessionID
    }
}
