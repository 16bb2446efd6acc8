/// The score of one guessing game: right and wrong answers, and when it is over.
struct GuessGame: Sendable, Equatable {
    /// Why a game ended.
    enum End: String, Sendable {
        /// All of `maximumAnswers` were given.
        case answers
        /// `maximumWrong` answers were wrong (or too slow).
        case wrong
    }

    let rules: GuessRules
    private(set) var right = 0
    private(set) var wrong = 0
    /// The longest run of right answers.
    private(set) var bestStreak = 0
    private var streak = 0

    init(rules: GuessRules) {
        self.rules = rules
    }

    var answered: Int { right + wrong }

    /// Why the game is over, or nil while it goes on.
    var end: End? {
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
