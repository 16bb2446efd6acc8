import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Learn
@testable import Store

/// The plans: the order a seed gives, questions fetched lazily that equal the in-memory ones,
/// and every setting each plan honours or refuses.
@Suite struct SessionEnginePlanTests {
    let fixture = SessionFixture()

    /// Every question of a session as the learner sees it, answering each right (which moves
    /// the cards' counters, so cards themselves are not compared).
    func questions(_ plan: SessionPlan) throws -> [String] {
        var engine = try SessionEngine(plan: plan, policy: fixture.policy, now: fixture.now)
        var asked: [String] = []
        while let question = try engine.next(at: fixture.now) {
            asked.append(Self.seen(question))
            _ = try engine.submit(.answer(question.answer), at: fixture.now)
        }
        return asked
    }

    static func seen(_ question: Question) -> String {
        "\(question.card.id) \(question.shown) → \(question.answer) [\(question.options.joined(separator: ", "))]"
    }

    @Test func theSameSeedGivesTheSameSessionAndAnotherSeedAnother() throws {
        let list = try fixture.list()
        let plan = { (seed: UInt64) in try SessionPlan.learn(list, from: self.fixture.store.sessionSource, settings: self.fixture.settings(.choice, seed: seed)) }
        let first = try questions(plan(7)), again = try questions(plan(7)), other = try questions(plan(8))
        #expect(first == again)
        #expect(first != other)
    }

    @Test func learnAsksWhatTheInMemoryMakerAskedForTheSameSeed() throws {
        let list = try fixture.list()
        _ = try fixture.list("more pets", words: [("mouse", "ratón"), ("duck", "pato")])
        for direction in [Direction.learned, .native, .mixed] {
            let settings = fixture.settings(.choice, seed: 11) { $0.direction = direction; $0.options = 6 }
            let lazy = try questions(try SessionPlan.learn(list, from: fixture.store.sessionSource, settings: settings))
            let all = try fixture.store.cards.all(in: list).filter(\.isTranslated)
            let extra = try fixture.store.cards.sameLanguages(as: list, profileID: fixture.store.profileID)
            let maker = QuestionMaker(settings: settings, cards: all, extraCards: extra, learned: list.study.learned)
            var order = SplitMix64(seed: 11), generator = SplitMix64(seed: 12)
            let eager = all.shuffled(using: &order).map { Self.seen(maker.question(for: $0, using: &generator)) }
            #expect(lazy == eager, "direction \(direction)")
        }
    }

    @Test func learnLeavesOutCardsWithoutATranslationAndHonoursCount() throws {
        let plan = try SessionPlan.learn(try fixture.list(), from: fixture.store.sessionSource, settings: fixture.settings(.choice) { $0.count = 4 })
        #expect(plan.untranslated == 1)
        #expect(plan.available == 6)
        #expect(plan.order.count == 4)
        #expect(plan.order == Array(SeededOrder.shuffled(try fixture.store.cards.all(in: try fixture.list()).filter(\.isTranslated).map(\.id), seed: 7).prefix(4)))
    }

    @Test func learnOnlyUnlearnedSkipsCardsAnsweredRight() throws {
        let list = try fixture.list()
        var perro = try #require(try fixture.store.cards.all(in: list).first)
        perro.right = 2
        try fixture.store.cards.update(perro)
        let plan = try SessionPlan.learn(list, from: fixture.store.sessionSource, settings: fixture.settings(.choice) { $0.only = .unlearned })
        #expect(plan.order.count == 5)
        #expect(!plan.order.contains(perro.id))
    }

    @Test func lazyShuffleDrawsWhatTheStandardShuffleDraws() {
        for count in [0, 1, 2, 3, 10, 257] {
            var whole = SplitMix64(seed: UInt64(count)), lazy = whole
            let shuffled = Array(0..<count).shuffled(using: &whole)
            var order = LazyShuffle(count: count)
            let firstThree = (0..<min(3, count)).compactMap { _ in order.next(using: &lazy) }
            order.finish(using: &lazy)
            #expect(firstThree == Array(shuffled.prefix(3)))
            #expect(whole.next() == lazy.next())
        }
    }

    @Test func trainRetriesAlwaysAndCountsTheCardsAsked() throws {
        _ = try fixture.list()
        let other = try fixture.list("more", words: [("mouse", "ratón"), ("duck", "pato")])
        let plan = try SessionPlan.train([try fixture.list(), other], from: fixture.store.sessionSource, settings: fixture.settings(.type) { $0.count = 3 })
        #expect(plan.settings.retry)
        #expect(plan.settings.count == 3)
        #expect(plan.order.count == 3)
        #expect(plan.available == 8)
    }

    @Test func kitTestAndExamFixTheirSettings() throws {
        let list = try fixture.list()
        let test = try SessionPlan.kitTest(list, from: fixture.store.sessionSource, seed: 3)
        #expect(test.settings.direction == .native && test.settings.answer == .choice && test.settings.options == 4)
        #expect(test.order.count == 6)
        let exam = try SessionPlan.exam([list], from: fixture.store.sessionSource, seed: 3, strict: true, questions: 4)
        #expect(exam.settings.answer == .type && exam.settings.strict)
        #expect(exam.order.count == 4 && exam.settings.count == 4)
    }

    @Test func eachKindRefusesWhatItDoesNotHonour() {
        #expect(throws: SessionPlanError.notHonoured(.strict, .test)) { try SessionKind.test.check(given: [.seed, .strict]) }
        #expect(throws: SessionPlanError.notHonoured(.retry, .train)) { try SessionKind.train.check(given: [.retry]) }
        #expect(throws: SessionPlanError.notHonoured(.only, .review)) { try SessionKind.review.check(given: [.only]) }
        #expect(throws: SessionPlanError.notHonoured(.direction, .exam)) { try SessionKind.exam.check(given: [.direction]) }
        #expect(throws: Never.self) { try SessionKind.review.check(given: [.count, .limit, .new, .timer, .retry]) }
        #expect(throws: Never.self) { try SessionKind.learn.check(given: Set(SessionOption.allCases).subtracting([.limit, .new])) }
    }

    @Test func theConfigurationGivesDefaultsAndRefusesValuesOutOfRange() throws {
        var configuration = Configuration()
        #expect(try SessionSettings.configured("direction", in: configuration) as Direction? == nil)
        configuration.set("learn.direction", "Native")
        configuration.set("learn.options", "6")
        #expect(try SessionSettings.configured("direction", in: configuration) as Direction? == .native)
        #expect(try SessionSettings.configuredOptions(in: configuration) == 6)
        configuration.set("learn.answer", "shout")
        configuration.set("learn.options", "9")
        #expect(throws: PolicyError(description: "the configuration's learn.answer = shout is not one of choice, type, self")) {
            try SessionSettings.configured("answer", in: configuration) as AnswerMode?
        }
        #expect(throws: PolicyError(description: "the configuration's learn.options = 9 must be a whole number from 2 to 8")) {
            try SessionSettings.configuredOptions(in: configuration)
        }
    }

    @Test func feedbackSaysWhatTheAnswerWasWithoutColours() throws {
        var engine = try fixture.engine(.type)
        let question = try #require(try engine.next(at: fixture.now))
        let wrong = Judgement(verdict: .wrong, given: "x", difference: "typo")
        #expect(SessionFeedback(wrong, for: question).headline == "  ✘ wrong: the answer is \(question.answer)")
        #expect(SessionFeedback(wrong, for: question).detail == " (typo; --strict counts it wrong)")
        #expect(SessionFeedback(.skipped, for: question).tone == .skipped)
        #expect(SessionFeedback(Judgement(verdict: .correct, given: "3", selfGrade: .good), for: question).detail == " (good)")
    }

    @Test func theProgressLineCountsAndTheCountdownIsPadded() throws {
        var engine = try fixture.engine(.type) { $0.timer = 90 }
        _ = try engine.next(at: fixture.now)
        #expect(engine.progressText(bar: false) == "1/6")
        #expect(engine.progressText(bar: true) == "░░░░░░░░░░░░ 0/6 right")
        #expect(engine.clockText(at: fixture.now.addingTimeInterval(5)) == "1:25 left")
        #expect(engine.countdownText(at: fixture.now.addingTimeInterval(85)) == "0:05 left")
    }
}
