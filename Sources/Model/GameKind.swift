/// The games a profile plays; each is also the `kind` of its recorded sessions.
public enum GameKind: String, Sendable, Codable, CaseIterable {
    /// GuessTranslation's true/false game.
    case guess
    /// Wordbuzz's definition game.
    case buzz
    /// The day's challenge: five words, the same for every profile.
    case daily

    /// Games whose longest streak makes the high score.
    package static let streakGames: [GameKind] = [.buzz, .daily]
}
