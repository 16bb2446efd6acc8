import Model

/// The answers of a session's cards on one side, each normalized once, so judging an answer
/// against every other card costs a comparison a card instead of normalizing them all again.
struct OtherAnswers: Sendable {
    private let entries: [(card: Int64, form: Grader.OtherForm)]

    init(cards: [Card], side: WordSide) {
        entries = cards.flatMap { card in
            let word = card.word(on: side)
            return word.isEmpty ? [] : Grader.forms(of: word).map { (card.id, $0) }
        }
    }

    /// Every card's forms but `card`'s.
    func forms(excluding card: Int64) -> [Grader.OtherForm] {
        entries.compactMap { $0.card == card ? nil : $0.form }
    }
}
