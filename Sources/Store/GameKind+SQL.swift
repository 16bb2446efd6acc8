import Model
extension GameKind {
    /// The streak games as an SQL list of literals ("('buzz', 'daily')"), from the one list in Model.
    static let streakGamesSQL = "(" + streakGames.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")"
    /// Every game as an SQL list of literals.
    static let allGamesSQL = "(" + allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")"
}
