import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Learn

/// Judging answers: another card's answer typed as text names that card, in `choice` mode as
/// in `type` mode, whether or not it was among the options.
@Suite struct AnswerJudgeTests {
    static let now = Date(timeIntervalSince1970: 0)
    static let cards = [("dog", "perro"), ("cat", "gato"), ("horse", "caballo"), ("cow", "vaca"), ("bird", "pájaro")]
        .enumerated().map { Card(id: Int64($0.offset + 1), listID: 1, native: $0.element.0, learned: $0.element.1, created: now) }

    func judge(_ answer: AnswerMode) -> (AnswerJudge, Question) {
        var settings = SessionSettings()
        settings.answer = answer
        settings.options = 2
        let maker = QuestionMaker(settings: settings, cards: Self.cards)
        var generator = SplitMix64(seed: 3)
        return (AnswerJudge(settings: settings, maker: maker), maker.question(for: Self.cards[0], using: &generator))
    }

    @Test func typingAnotherCardsAnswerInChoiceModeNamesThatCardAsTypedModeDoes() throws {
        let (choice, question) = judge(.choice)
        let offered = Set(question.options)
        let other = try #require(Self.cards.dropFirst().first { !offered.contains($0.native) })
        let chosen = try #require(choice.judge(other.native, for: question))
        #expect(chosen.verdict == .wrong)
        #expect(chosen.confusedWith?.id == other.id)

        let (typed, typedQuestion) = judge(.type)
        let typedJudgement = try #require(typed.judge(other.native, for: typedQuestion))
        #expect(typedJudgement.confusedWith?.id == chosen.confusedWith?.id)
        #expect(typedJudgement.given == chosen.given)
    }

    @Test func choosingAnOfferedWrongOptionStillNamesItsCard() throws {
        let (choice, question) = judge(.choice)
        let wrong = try #require(question.options.firstIndex { $0 != question.answer })
        let judgement = try #require(choice.judge("\(wrong + 1)", for: question))
        #expect(judgement.verdict == .wrong)
        #expect(judgement.confusedWith?.native == question.options[wrong])
    }

    @Test func anotherCardsAnswerTypedWithItsArticleNamesThatCard() throws {
        var settings = SessionSettings()
        (settings.answer, settings.direction, settings.articles) = (.type, .native, true)
        let cards = [("door", "puerta", Gender.feminine), ("key", "llave", .feminine), ("dog", "perro", .masculine)].enumerated().map {
            var card = Card(id: Int64($0.offset + 1), listID: 1, native: $0.element.0, learned: $0.element.1, created: Self.now)
            (card.partOfSpeech, card.gender) = (.noun, $0.element.2)
            return card
        }
        let maker = QuestionMaker(settings: settings, cards: cards, studies: [1: try Study(native: .english, learned: Language(code: "es"))])
        var generator = SplitMix64(seed: 1)
        let question = maker.question(for: cards[0], using: &generator)
        let judgement = try #require(AnswerJudge(settings: settings, maker: maker).judge("la llave", for: question))
        #expect(judgement.verdict == .wrong)
        #expect(judgement.confusedWith?.id == cards[1].id)
    }

    @Test func aWordOfNoCardIsJustWrong() throws {
        let (choice, question) = judge(.choice)
        let judgement = try #require(choice.judge("zebra", for: question))
        #expect(judgement.verdict == .wrong && judgement.confusedWith == nil)
    }
}

/// A wrong typed answer that is one of the card's own candidates says what it is: one of the
/// card's other meanings, or a word the dictionaries give that no second source confirmed.
@Suite struct OtherCandidateTests {
    static let card: Card = {
        var card = Card(id: 1, listID: 1, native: "jealous", learned: "eifersüchtig", created: Date(timeIntervalSince1970: 0))
        var unconfirmed = TranslationCandidate(text: "neidisch", sources: ["freedict", "reverse"])
        unconfirmed.role = nil
        var other = TranslationCandidate(text: "Missgunst", partOfSpeech: .noun, sources: ["freedict", "reverse"])
        other.role = .otherMeaning
        card.translationCandidates = [TranslationCandidate(text: "eifersüchtig", sources: ["freedict"]), unconfirmed, other]
        return card
    }()

    func judged(_ typed: String, direction: Direction = .native) throws -> (Judgement, Question) {
        var settings = SessionSettings()
        (settings.answer, settings.direction) = (.type, direction)
        let maker = QuestionMaker(settings: settings, cards: [Self.card])
        var generator = SplitMix64(seed: 1)
        let question = maker.question(for: Self.card, using: &generator)
        return (try #require(AnswerJudge(settings: settings, maker: maker).judge(typed, for: question)), question)
    }

    @Test func anUnconfirmedCandidateIsWrongAndSaidToBeOne() throws {
        let (judgement, question) = try judged("Neidisch")
        #expect(judgement.verdict == .wrong && judgement.otherCandidate?.text == "neidisch")
        let feedback = SessionFeedback(judgement, for: question)
        #expect(feedback.headline == "  ✘ wrong: the answer is eifersüchtig")
        #expect(feedback.detail == " ('Neidisch' is a word the dictionaries give for 'jealous' that no second source confirmed; pick it as the card's word to count it)")
    }

    @Test func oneOfTheOtherMeaningsIsSaidToBeOne() throws {
        let (judgement, question) = try judged("Missgunst")
        #expect(judgement.verdict == .wrong && judgement.otherCandidate?.role == .otherMeaning)
        #expect(SessionFeedback(judgement, for: question).detail == " ('Missgunst' is among this card's other meanings, not its answer)")
    }

    @Test func aWordNoCandidateIsOrOnTheOtherSideIsJustWrong() throws {
        #expect(try judged("zebra").0.otherCandidate == nil)
        #expect(try judged("eifersüchtig").0.verdict == .correct)
        // Shown the German word, the learner types English: the candidates are German words.
        #expect(try judged("neidisch", direction: .learned).0.otherCandidate == nil)
    }
}
