/// One line of the leaderboard.
public struct LeaderboardEntry: Sendable, Equatable {
    /// 1 for the best; profiles with the same high score share a rank.
    package let rank: Int
    package let profile: Profile
    package let bestStreak: Int

    package init(rank: Int, profile: Profile, bestStreak: Int) {
        self.rank = rank
        self.profile = profile
        self.bestStreak = bestStreak
    }
}
