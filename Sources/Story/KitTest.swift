import FoundationEssentials
import Support
import Model
import Store
import Learn

/// indi's kit test: every card of a kit once, shuffled, four options each. The session runs on
/// the ``SessionEngine``; a finished test's score is kept when it beats the kit's best, and may
/// open the stage's exam. Front ends only run the engine and show the result.
public struct KitTest {
    public let kit: Kit
    /// The session to run.
    public let plan: SessionPlan
    let store: FlashStore
    let before: StoryProgress

    /// The test of the kit named `name`, refused while its stage is locked or when it has no card
    /// to ask.
    public init(kitNamed name: String, store: FlashStore, seed: UInt64) throws {
        let progress = try store.story.progress()
        let kit = try StoryDesk.kit(named: name, in: progress, store: store)
        if let lock = progress.lock(of: kit.stage) {
            throw StoryError.locked("'\(Text.printable(kit.name))' is in \(kit.stage.rawValue), which", lock)
        }
        let plan = try SessionPlan.kitTest(kit.list, from: store.sessionSource, seed: seed)
        guard !plan.isEmpty else { throw StoryError.nothingToAsk("'\(Text.printable(kit.name))' has no cards with a translation to ask") }
        (self.kit, self.plan, self.store, before) = (kit, plan, store, progress)
    }

    /// Keeps the score of a completed test (nil for one stopped before its end: no score).
    public func record(_ engine: SessionEngine, at time: Date) throws -> KitTestResult? {
        guard engine.ending == .completed else { return nil }
        let best = try store.story.recordTest(of: kit.list, score: engine.score, now: time)
        let opened = StoryDesk.examOpened(by: kit.stage, before: before, after: try store.story.progress())
        return KitTestResult(score: engine.score, best: best, exam: kit.stage.exam, opened: opened)
    }
}

/// A finished kit test: its score, the kit's best, and the exam it counts toward.
public struct KitTestResult: Sendable, Equatable {
    public let score: Int
    public let best: Int
    public let exam: Exam
    /// The line saying the exam is open, when this test opened it.
    public let opened: String?
}

/// indi's exam: ten random cards from the kits of the exam's stages, typed and graded like
/// `learn --answer type`; a finished exam is kept, and 50% passes and opens what comes next.
public struct StoryExamination {
    public let exam: Exam
    public let plan: SessionPlan
    let store: FlashStore

    /// The exam of `stageName` (a stage or an exam's name), refused while locked or empty.
    public init(stageNamed stageName: String, store: FlashStore, seed: UInt64, strict: Bool) throws {
        let exam = try Exam(parsing: stageName) ?? StoryDesk.stage(stageName).exam
        let progress = try store.story.progress()
        if let lock = progress.examLock(exam) { throw StoryError.locked(exam.heading, lock) }
        let kits = progress.kits.filter { progress.stages(of: exam).contains($0.stage) }
        let plan = try SessionPlan.exam(kits.map(\.list), from: store.sessionSource, seed: seed, strict: strict, questions: StoryRules.examQuestions)
        guard !plan.isEmpty else { throw StoryError.nothingToAsk("\(exam.heading) has no cards to ask: its kits are empty") }
        (self.exam, self.plan, self.store) = (exam, plan, store)
    }

    /// Keeps a completed exam and says what it means (nil for one stopped before its end).
    public func record(_ engine: SessionEngine, at time: Date) throws -> String? {
        guard engine.ending == .completed else { return nil }
        try store.story.recordExam(exam, score: engine.score, sessionID: engine.sessionID, now: time)
        return exam.verdict(score: engine.score)
    }
}
