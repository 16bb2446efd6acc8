/// How a typed answer compares with the card's answer.
public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// The answer matches one of the accepted forms.
    case correct
    /// The answer differs only in accents or by a small typo.
    case almost
    /// The answer does not match.
    case wrong
}
