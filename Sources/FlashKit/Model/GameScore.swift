import Foundation

/// The result of one game, as stored in `game_scores`.
public struct GameScore: Sendable, Equatable {
    public var game: GameKind
    /// Right answers for guess; points for buzz and daily.
    public var score: Int
    /// The longest run of right answers.
    public var streak: Int
    public var right: Int
    public var wrong: Int
    public var played: Date
    public var sessionID: Int64?

    public init(game: GameKind, score: Int, streak: Int, right: Int, wrong: Int, played: Date, sessionID: Int64? = nil) {
        self.game = game
        self.score = score
        self.streak = streak
        self.right = right
        self.wrong = wrong
        self.played = played
        self.sessionID = sessionID
    }
}
