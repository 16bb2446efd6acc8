import FoundationEssentials

/// One question of a kit in indi's format: a prompt (the native word), the right answer (the
/// learned word) and one to three wrong answers offered beside it.
package struct KitQuestion: Sendable, Equatable, Codable {
    package let question: String
    package let correctAnswer: String
    let incorrectAnswers: [String]

    init(question: String, correctAnswer: String, incorrectAnswers: [String]) {
        self.question = question
        self.correctAnswer = correctAnswer
        self.incorrectAnswers = incorrectAnswers
    }

    /// The question as a card: the prompt on the native side, the answer on the learned side.
    package func card(source: String, now: Date) -> Card {
        Card(native: question, learned: correctAnswer, translationSource: source, incorrectAnswers: incorrectAnswers, created: now)
    }
}
