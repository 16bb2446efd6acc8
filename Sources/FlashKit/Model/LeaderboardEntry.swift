/// One line of the leaderboard.
public struct LeaderboardEntry: Sendable, Equatable {
    /// 1 for the best; profiles with the same high score share a rank.
    public let rank: Int
    public let profile: Profile
    public let bestStreak: Int
}
