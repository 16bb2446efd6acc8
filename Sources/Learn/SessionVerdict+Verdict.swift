import Model
/// A grader's verdict as the caretaker records it.
extension SessionVerdict {
    /// The verdict of a graded answer; `skipped` has no grader verdict.
    init(_ verdict: Verdict) {
        switch verdict {
        case .correct: self = .correct
        case .almost: self = .almost
        case .wrong: self = .wrong
        }
    }
}
