/// The score of one guessing game: right and wrong answers, and when it is over.
public struct GuessGame: Sendable, Equatable {
    /// Why a game ended.
    public enum End: String, Sendable {
        /// All of `maximumAnswers` were given.
        case answers
        /// `maximumWrong` answers were wrong (or too slow).
        case wrong
    }

    let rules: GuessRules
    public private(set) var right = 0
    public private(set) var wrong = 0
    /// The longest run of right answers.
    public private(set) var bestStreak = 0
    private var streak = 0

    init(rules: GuessRules) {
        self.rules = rules
    }

    public var answered: Int { right + wrong }

    /// Why the game is over, or nil while it goes on.
    public var end: End? {
        if wrong >= rules.maximumWrong { return .wrong }
        if answered >= rules.maximumAnswers { return .answers }
        return nil
    }

    /// Counts one answer; a timeout is a wrong answer.
    mutating func record(right isRight: Bool) {
        guard end == nil else { return }
        if isRight {
            right += 1
            streak += 1
            bestStreak = max(bestStreak, streak)
        } else {
            wrong += 1
            streak = 0
        }
    }
}
