/// How one answer went, as the caretaker records it.
public enum SessionVerdict: String, Sendable, Codable, CaseIterable {
    case correct, almost, wrong, skipped

    /// Right answers count toward the score and the card's right counter; `almost` is right
    /// unless the session is strict (then it was recorded as `wrong`).
    package var isRight: Bool { self == .correct || self == .almost }
}
