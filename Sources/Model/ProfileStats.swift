/// What `flash profile` shows about a profile's progress.
public struct ProfileStats: Sendable, Equatable, Codable {
    package var lists = 0
    /// Sessions of kind "test" and "exam" that were completed or ran out of time.
    package var tests = 0
    package var exams = 0
    /// Right answers (almost-right included) and all answers, across every session but
    /// training (indi does not count training in its statistics).
    package var rightAnswers = 0
    package var answers = 0
    /// Game sessions with at least one answer, by game.
    package var gamesPlayed: [String: Int] = [:]
    /// The longest streak in buzz and daily games.
    package var bestStreak = 0
    /// The most right answers in one guessing game.
    package var bestGuess = 0
    package var dailiesDone = 0
    package var favourites = 0

    package init() {}

    /// Right answers out of all answers, 0 to 100, rounded.
    package var percentage: Int { answers == 0 ? 0 : Int((Double(rightAnswers) / Double(answers) * 100).rounded()) }
    package var games: Int { gamesPlayed.values.reduce(0, +) }
}
