import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Learn
@testable import Story

/// Story mode's kit tests and exams driven through the session engine, with no terminal: what
/// a finished one keeps and opens, and that a stopped one keeps no score.
@Suite struct StorySessionTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: now)
    }

    /// A kit of four cards in `stage`.
    func kit(_ name: String, in stage: Stage, store: FlashStore) throws {
        let cards = (1...4).map { Card(native: "word \($0)", learned: "palabra \($0)", created: now) }
        let list = try store.lists.create(name: ListName(name), study: Study(native: .english, learned: Language(code: "es")),
                                          style: .grey, images: false, cards: cards, now: now)
        try store.story.assign(list, to: stage, now: now)
    }

    /// Runs the engine to its end answering every question right, or only `count` of them.
    func answer(_ plan: SessionPlan, rightly count: Int = .max) throws -> SessionEngine {
        var engine = try SessionEngine(plan: plan, policy: try ReviewPolicy(configuration: Configuration()), now: now)
        var answered = 0
        while answered < count, let question = try engine.next(at: now) {
            _ = try engine.submit(.answer(question.answer), at: now + 5)
            answered += 1
        }
        if answered == count { try engine.end(.stopped, at: now + 10) }
        return engine
    }

    @Test func aFinishedKitTestKeepsItsBestScoreAndMayOpenTheExam() throws {
        let store = try store()
        try kit("hands", in: .newborn, store: store)
        let test = try KitTest(kitNamed: "hands", store: store, seed: 3)
        #expect(test.plan.order.count == 4)
        let result = try #require(try test.record(try answer(test.plan), at: now + 20))
        #expect(result.score == 100 && result.best == 100 && result.exam == Stage.newborn.exam)
        #expect(try store.story.progress().kits.first?.best == 100)
    }

    @Test func aKitTestStoppedBeforeItsEndKeepsNoScore() throws {
        let store = try store()
        try kit("hands", in: .newborn, store: store)
        let test = try KitTest(kitNamed: "hands", store: store, seed: 3)
        #expect(try test.record(try answer(test.plan, rightly: 2), at: now + 20) == nil)
        #expect(try store.story.progress().kits.first?.best == nil)
    }

    @Test func anExamIsAskedFromItsStagesKitsAndItsVerdictKept() throws {
        let store = try store()
        for name in ["hands", "faces", "toys"] { try kit(name, in: .newborn, store: store) }
        for name in ["hands", "faces", "toys"] {
            let test = try KitTest(kitNamed: name, store: store, seed: 1)
            _ = try test.record(try answer(test.plan), at: now)
        }
        let exam = try StoryExamination(stageNamed: "newborn", store: store, seed: 4, strict: false)
        #expect(exam.plan.order.count == StoryRules.examQuestions)
        let verdict = try #require(try exam.record(try answer(exam.plan), at: now + 60))
        #expect(verdict.hasPrefix("Passed \(exam.exam.title) with 100%"))
        #expect(try exam.record(try answer(exam.plan, rightly: 1), at: now + 90) == nil)
    }

    @Test func aTestOfAKitWithNoCardsIsRefusedInOneLine() throws {
        let store = try store()
        let list = try store.lists.create(name: ListName("empty"), study: Study(native: .english, learned: Language(code: "es")),
                                          style: .grey, images: false, cards: [], now: now)
        try store.story.assign(list, to: .newborn, now: now)
        #expect(throws: StoryError.nothingToAsk("'empty' has no cards with a translation to ask")) {
            try KitTest(kitNamed: "empty", store: store, seed: 1)
        }
    }
}
