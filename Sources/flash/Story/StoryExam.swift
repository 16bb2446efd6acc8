import FlashArguments
import FoundationEssentials
import Model
import Learn
import Story

/// `flash story exam STAGE`: ten random cards from the kits of the exam's stages, answers typed
/// and graded like `learn --answer type`; 50% passes and opens what comes next.
@MainActor
enum StoryExam {
    static func run(stageName: String, arguments: ParsedArguments, context: Context) throws {
        try SessionOptions.refuseUnhonoured(.exam, arguments)
        let exam = try Exam(parsing: stageName) ?? StoryDesk.stage(stageName).exam
        let store = try StoryMode.store(context)
        let progress = try store.story.progress()
        if let lock = progress.examLock(exam) { throw StoryError.locked(exam.heading, lock) }
        let kits = progress.kits.filter { progress.stages(of: exam).contains($0.stage) }
        let plan = try SessionPlan.exam(kits.map(\.list), from: store.sessionSource, seed: try arguments.seed(),
                                        strict: arguments.flag("strict"), questions: StoryRules.examQuestions)
        guard !plan.isEmpty else { throw CommandFailure("\(exam.heading) has no cards to ask: its kits are empty") }
        let outcome = try SessionFlow.run(title: exam.heading, plan: plan, context: context)
        guard outcome.ending == .completed else {
            context.console.line("The exam was not finished: nothing is recorded.")
            return
        }
        let score = outcome.score
        try store.story.recordExam(exam, score: score, sessionID: outcome.sessionID, now: context.clock.now())
        context.console.line(exam.verdict(score: score))
    }
}
