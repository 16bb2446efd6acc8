/// How one answer went, as the caretaker records it.
public enum SessionVerdict: String, Sendable, Codable, CaseIterable {
    case correct, almost, wrong, skipped

    public init(_ verdict: Verdict) {
        switch verdict {
        case .correct: self = .correct
        case .almost: self = .almost
        case .wrong: self = .wrong
        }
    }

    /// Right answers count toward the score and the card's right counter; `almost` is right
    /// unless the session is strict (then it was recorded as `wrong`).
    public var isRight: Bool { self == .correct || self == .almost }
}

/// The self-grades of `self` mode, which are also the scheduler's ratings.
public enum SelfGrade: Int, Sendable, CaseIterable {
    case again = 1, hard, good, easy

    public var name: String { String(describing: self) }
    /// Again is a miss; Hard, Good and Easy are right.
    public var verdict: SessionVerdict { self == .again ? .wrong : .correct }
}
