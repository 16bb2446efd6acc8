/// What `flash profile` shows about a profile's progress.
public struct ProfileStats: Sendable, Equatable, Codable {
    public var lists = 0
    /// Sessions of kind "test" and "exam" that were completed or ran out of time.
    public var tests = 0
    public var exams = 0
    /// Right answers (almost-right included) and all answers, across every session but
    /// training (indi does not count training in its statistics).
    public var rightAnswers = 0
    public var answers = 0
    /// Game sessions with at least one answer, by game.
    public var gamesPlayed: [String: Int] = [:]
    /// The longest streak in buzz and daily games.
    public var bestStreak = 0
    /// The most right answers in one guessing game.
    public var bestGuess = 0
    public var dailiesDone = 0
    public var favourites = 0

    public init() {}

    /// Right answers out of all answers, 0 to 100, rounded.
    public var percentage: Int { answers == 0 ? 0 : Int((Double(rightAnswers) / Double(answers) * 100).rounded()) }
    public var games: Int { gamesPlayed.values.reduce(0, +) }
}
