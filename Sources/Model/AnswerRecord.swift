import FoundationEssentials

/// One answer, exactly as it was given: what the caretaker stores the moment it is given.
public struct AnswerRecord: Sendable, Equatable {
    /// The card asked; nil for words that belong to no list (a game played from a file).
    package var cardID: Int64?
    package var direction: Direction
    public var shown: String
    package var expected: String
    public var given: String
    public var verdict: SessionVerdict
    /// The learner's own grade in `self` mode (1-4).
    package var selfGrade: Int?
    /// The card whose answer the learner gave instead, when there is one.
    package var confusedCardID: Int64?
    package var answered: Date
    package var milliseconds: Int
    /// How many hint letters (`:h`) were shown before the answer: a right answer after a hint
    /// is rated Hard and counted "with hint".
    package var hints = 0

    package init(cardID: Int64?, direction: Direction, shown: String, expected: String, given: String, verdict: SessionVerdict,
                selfGrade: Int? = nil, confusedCardID: Int64? = nil, answered: Date, milliseconds: Int, hints: Int = 0) {
        self.cardID = cardID
        self.direction = direction
        self.shown = shown
        self.expected = expected
        self.given = given
        self.verdict = verdict
        self.selfGrade = selfGrade
        self.confusedCardID = confusedCardID
        self.answered = answered
        self.milliseconds = milliseconds
        self.hints = hints
    }

    /// True when the answer was right and came after a hint.
    package var isRightWithHint: Bool { hints > 0 && verdict.isRight }
}
