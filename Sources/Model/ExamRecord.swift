/// What a learner did in one exam so far.
package struct ExamRecord: Sendable, Equatable {
    /// The best score of every finished attempt.
    package var best: Int
    /// How many attempts were finished.
    package var attempts: Int
    /// True once any attempt passed; it stays passed.
    package var passed: Bool

    package init(best: Int, attempts: Int, passed: Bool) {
        self.best = best
        self.attempts = attempts
        self.passed = passed
    }
}
