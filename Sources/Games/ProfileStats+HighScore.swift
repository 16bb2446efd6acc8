import Model
extension ProfileStats {
    /// Wordbuzz's high score: the best streak x 200.
    var highScore: Int { BuzzGame.highScore(bestStreak: bestStreak) }
}
