/// What `flash profile` shows about a profile's progress.
public struct ProfileStats: Sendable, Equatable, Codable {
    var lists = 0
    /// Sessions of kind "test" and "exam" that were completed or ran out of time.
    var tests = 0
    var exams = 0
    /// Right answers (almost-right included) and all answers, across every session but
    /// training (indi does not count training in its statistics).
    var rightAnswers = 0
    var answers = 0
    /// Game sessions with at least one answer, by game.
    var gamesPlayed: [String: Int] = [:]
    /// The longest streak in buzz and daily games.
    var bestStreak = 0
    /// The most right answers in one guessing game.
    var bestGuess = 0
    var dailiesDone = 0
    var favourites = 0

    init() {}

    /// Right answers out of all answers, 0 to 100, rounded.
    var percentage: Int { answers == 0 ? 0 : Int((Double(rightAnswers) / Double(answers) * 100).rounded()) }
    var games: Int { gamesPlayed.values.reduce(0, +) }
}
