import Model
/// What the learner's input meant, for one question.
public struct Judgement: Sendable, Equatable {
    public let verdict: SessionVerdict
    /// What was given, as recorded (the chosen option's text for a number).
    public let given: String
    /// The accepted form matched, or the difference shown for `almost`.
    public let difference: String?
    /// The other card whose answer was given.
    public let confusedWith: Card?
    public let selfGrade: SelfGrade?
    /// A wrong answer that is one of the card's own candidates, neither its answer nor an accepted
    /// alternative: a word the dictionaries give for another meaning, or one no second source confirmed.
    package let otherCandidate: TranslationCandidate?

    init(verdict: SessionVerdict, given: String, difference: String? = nil, confusedWith: Card? = nil, selfGrade: SelfGrade? = nil,
         otherCandidate: TranslationCandidate? = nil) {
        self.verdict = verdict
        self.given = given
        self.difference = difference
        self.confusedWith = confusedWith
        self.selfGrade = selfGrade
        self.otherCandidate = otherCandidate
    }

    /// A skipped question.
    public static let skipped = Judgement(verdict: .skipped, given: "")
}

/// The answer strategies' grading: options by number or text, typed answers through the
/// ``Grader``, and self-grades.
struct AnswerJudge: Sendable {
    let settings: SessionSettings
    let maker: QuestionMaker
    /// The maker's cards' answers normalized once, when the session keeps them.
    let otherAnswers: OtherAnswers?

    init(settings: SessionSettings, maker: QuestionMaker, otherAnswers: OtherAnswers? = nil) {
        self.settings = settings
        self.maker = maker
        self.otherAnswers = otherAnswers
    }

    /// Judges a `choice` or `type` answer; nil when a `choice` number is out of range.
    func judge(_ input: String, for question: Question) -> Judgement? {
        var given = input.trimmingSpaces()
        var expected = question.expected
        if settings.answer == .choice {
            if let number = Int(given) {
                guard question.options.indices.contains(number - 1) else { return nil }
                given = question.options[number - 1]
                expected = question.answer
            } else if let option = question.options.first(where: { Grader.normalize($0) == Grader.normalize(given) }) {
                given = option
            }
        }
        let side = question.direction.expectedSide
        // Typed text may be any other card's answer, offered or not: both modes name that card.
        var others = otherAnswers == nil ? maker.otherAnswers(than: question.card, on: side) : []
        if settings.answer == .choice { others = question.options.filter { $0 != question.answer } + others }
        let grade = Grader(strict: settings.strict, otherAnswers: others, otherForms: otherAnswers?.forms(excluding: question.card.id) ?? [])
            .grade(given, expected: expected, articles: question.articles)
        let confused = grade.confusedWith.flatMap { card(answering: $0, other: question.card, on: side) }
        let candidate = grade.verdict == .wrong && confused == nil && settings.answer == .type ? candidate(typed: given, of: question) : nil
        return Judgement(verdict: SessionVerdict(grade.verdict), given: given, difference: grade.difference,
                         confusedWith: confused, selfGrade: nil, otherCandidate: candidate)
    }

    /// Judges a self-grade "1"..."4"; nil for anything else.
    func judgeSelf(_ input: String) -> Judgement? {
        guard let number = Int(input.trimmingSpaces()), let grade = SelfGrade(rawValue: number) else { return nil }
        return Judgement(verdict: grade.verdict, given: grade.name, difference: nil, confusedWith: nil, selfGrade: grade)
    }
}

private extension AnswerJudge {
    /// The card's candidate on the answer's side that `typed` is, with or without an article;
    /// nil when it is none, or when the card's candidates are on the other side.
    func candidate(typed: String, of question: Question) -> TranslationCandidate? {
        let card = question.card
        guard question.direction.expectedSide == card.alternativesSide else { return nil }
        let answer = Grader.normalize(typed)
        let rest = question.articles.flatMap { Article.split(answer, in: $0.language)?.rest }
        return card.translationCandidates.first { candidate in
            let text = Grader.normalize(candidate.text)
            return candidate.role != .alternative && (text == answer || text == rest)
        }
    }

    /// The card, other than `asked`, whose answer on `side` is `answer` as offered or as stored
    /// (an option may carry its article: "el perro").
    func card(answering answer: String, other asked: Card, on side: WordSide) -> Card? {
        (maker.cards + maker.extraCards).first { card in
            card.id != asked.id && (card.word(on: side) == answer || maker.word(of: card, on: side) == answer)
        }
    }
}
