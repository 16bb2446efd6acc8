/// What a learner did in one exam so far.
struct ExamRecord: Sendable, Equatable {
    /// The best score of every finished attempt.
    var best: Int
    /// How many attempts were finished.
    var attempts: Int
    /// True once any attempt passed; it stays passed.
    var passed: Bool

    init(best: Int, attempts: Int, passed: Bool) {
        self.best = best
        self.attempts = attempts
        self.passed = passed
    }
}
