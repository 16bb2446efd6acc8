/// One line of the leaderboard.
public struct LeaderboardEntry: Sendable, Equatable {
    /// 1 for the best; profiles with the same high score share a rank.
    let rank: Int
    let profile: Profile
    let bestStreak: Int
}
