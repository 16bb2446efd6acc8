import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Learn

/// With `articles` on, learned nouns are shown and offered with their article, and typed
/// answers may leave it out.
@Suite struct QuestionMakerArticleTests {
    static let spanish = Language(trusted: "es")

    static func card(_ id: Int64, _ native: String, _ learned: String, _ gender: Gender?) -> Card {
        var card = Card(id: id, listID: 1, native: native, learned: learned, created: Date(timeIntervalSince1970: 0))
        card.gender = gender
        return card
    }

    let cards = [card(1, "dog", "perro", .masculine), card(2, "candle", "vela", .feminine), card(3, "water", "agua", .feminine),
                 card(4, "to climb", "subir", nil)]

    func maker(articles: Bool, direction: Direction, answer: AnswerMode = .choice) -> QuestionMaker {
        var settings = SessionSettings()
        settings.articles = articles
        settings.direction = direction
        settings.answer = answer
        return QuestionMaker(settings: settings, cards: cards, learned: Self.spanish)
    }

    @Test func learnedNounsAreShownWithTheirArticle() {
        var generator = SplitMix64(seed: 1)
        let maker = maker(articles: true, direction: .learned)
        #expect(maker.question(for: cards[0], using: &generator).shown == "el perro")
        #expect(maker.question(for: cards[1], using: &generator).shown == "la vela")
        #expect(maker.question(for: cards[2], using: &generator).shown == "el agua")
        #expect(maker.question(for: cards[3], using: &generator).shown == "subir")
    }

    @Test func optionsCarryArticlesAndTypedAnswersMayLeaveThemOut() {
        var generator = SplitMix64(seed: 2)
        let question = maker(articles: true, direction: .native, answer: .type).question(for: cards[1], using: &generator)
        #expect(question.answer == "la vela")
        let grader = Grader()
        #expect(grader.grade("vela", expected: question.expected).verdict == .correct)
        #expect(grader.grade("la vela", expected: question.expected).verdict == .correct)
        var choices = SplitMix64(seed: 3)
        let choice = maker(articles: true, direction: .native).question(for: cards[0], using: &choices)
        #expect(choice.options.contains("el perro") && choice.options.contains(choice.answer))
        #expect(choice.options.allSatisfy { ["el perro", "la vela", "el agua", "subir"].contains($0) })
    }

    @Test func withoutArticlesNothingChanges() {
        var generator = SplitMix64(seed: 1)
        let question = maker(articles: false, direction: .learned).question(for: cards[0], using: &generator)
        #expect(question.shown == "perro" && question.expected == "dog")
    }
}
