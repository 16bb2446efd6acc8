import Model
extension LeaderboardEntry {
    /// Wordbuzz's high score: the best streak x 200.
    var highScore: Int { BuzzGame.highScore(bestStreak: bestStreak) }
}
