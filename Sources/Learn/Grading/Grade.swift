/// The outcome of grading one typed answer, with what the UI needs to explain it.
struct Grade: Sendable, Equatable {
    /// The verdict, after the `strict` option has been applied.
    let verdict: Verdict
    /// The accepted form the answer matched (e.g. "to run" for "(to) run"); nil when wrong.
    let matched: String?
    /// A marked difference from the answer to the accepted form, e.g. "ca[s→z]a"; set when the
    /// answer was almost right.
    let difference: String?
    /// Another card's answer that the typed answer equals, so the UI can name that card.
    let confusedWith: String?
    /// True when the answer was almost right, even if `strict` graded it wrong.
    let wasAlmost: Bool

    /// Creates a grade; the grader is the usual source of these.
    init(
        verdict: Verdict, matched: String? = nil, difference: String? = nil,
        confusedWith: String? = nil, wasAlmost: Bool = false
    ) {
        self.verdict = verdict
        self.matched = matched
        self.difference = difference
        self.confusedWith = confusedWith
        self.wasAlmost = wasAlmost
    }
}
