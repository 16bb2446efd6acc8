import Support
import Model
/// What a session says after an answer, without colours: a headline the terminal paints in
/// the tone's colour, and a plain detail after it.
public struct SessionFeedback: Sendable, Equatable {
    /// How the answer went, for the colour.
    public enum Tone: Sendable { case right, almost, wrong, skipped }

    public let tone: Tone
    /// "  ✘ wrong: the answer is dog", painted in the tone's colour.
    public let headline: String
    /// What follows unpainted: the self-grade, the difference, the card confused with.
    public let detail: String

    /// The feedback for `judgement` of `question`.
    public init(_ judgement: Judgement, for question: Question) {
        let answer = Text.printable(question.answer)
        switch judgement.verdict {
        case .correct:
            (tone, headline, detail) = (.right, "  ✔ right", judgement.selfGrade.map { " (\($0.name))" } ?? "")
        case .almost:
            (tone, headline, detail) = (.almost, "  ≈ almost: \(answer)", judgement.difference.map { " (\(Text.printable($0)))" } ?? "")
        case .wrong:
            tone = .wrong
            headline = judgement.selfGrade == nil ? "  ✘ wrong: the answer is \(answer)" : "  ✘ again"
            if let other = judgement.confusedWith {
                let side = question.direction.shownSide
                detail = " ('\(Text.printable(judgement.given))' is the answer to '\(Text.printable(other.word(on: side)))')"
            } else if let candidate = judgement.otherCandidate {
                let (given, shown) = (Text.printable(judgement.given), Text.printable(question.shown))
                detail = candidate.role == .otherMeaning
                    ? " ('\(given)' is among this card's other meanings, not its answer)"
                    : " ('\(given)' is a word the dictionaries give for '\(shown)' that no second source confirmed; pick it as the card's word to count it)"
            } else {
                detail = judgement.difference.map { " (\(Text.printable($0)); --strict counts it wrong)" } ?? ""
            }
        case .skipped:
            (tone, headline, detail) = (.skipped, "  → skipped: the answer is \(answer)", "")
        }
    }
}
