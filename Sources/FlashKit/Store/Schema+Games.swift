extension Schema {
    /// Migration 6: profiles' games, favourites and daily challenges.
    static let games: [Migration] = []
}
