/// What a learner did in one exam so far.
public struct ExamRecord: Sendable, Equatable {
    /// The best score of every finished attempt.
    public var best: Int
    /// How many attempts were finished.
    public var attempts: Int
    /// True once any attempt passed; it stays passed.
    public var passed: Bool

    public init(best: Int, attempts: Int, passed: Bool) {
        self.best = best
        self.attempts = attempts
        self.passed = passed
    }
}
