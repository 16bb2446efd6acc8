/// Wordbuzz's scoring: a right answer scores 200 and extends the streak; a wrong one costs 100,
/// breaks the streak and asks the same question again. The high score is the best streak x 200.
public struct BuzzGame: Sendable, Equatable {
    static let rightPoints = 200
    static let wrongPoints = -100

    /// How many questions must be answered right to finish.
    public let rounds: Int
    public private(set) var score = 0
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    /// Questions answered right so far.
    public private(set) var answeredRight = 0
    public private(set) var wrongAnswers = 0

    init(rounds: Int) {
        self.rounds = rounds
    }

    /// True once `rounds` questions were answered right.
    public var isFinished: Bool { answeredRight >= rounds }

    /// This game's high score.
    public var highScore: Int { Self.highScore(bestStreak: bestStreak) }

    public static func highScore(bestStreak: Int) -> Int { bestStreak * rightPoints }

    /// Counts one answer and returns the points it scored; after a wrong answer the same question
    /// is asked again.
    @discardableResult
    mutating func answer(right: Bool) -> Int {
        if right {
            score += Self.rightPoints
            streak += 1
            bestStreak = max(bestStreak, streak)
            answeredRight += 1
            return Self.rightPoints
        }
        score += Self.wrongPoints
        streak = 0
        wrongAnswers += 1
        return Self.wrongPoints
    }
}
