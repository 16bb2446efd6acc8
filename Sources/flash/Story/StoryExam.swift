import FlashArguments
import FoundationEssentials
import Learn
import Story

/// `flash story exam STAGE`: the exam (``StoryExamination``) run at the terminal.
@MainActor
enum StoryExam {
    static func run(stageName: String, arguments: ParsedArguments, context: Context) throws {
        try SessionOptions.refuseUnhonoured(.exam, arguments)
        let exam = try StoryExamination(stageNamed: stageName, store: try StoryMode.store(context), seed: try arguments.seed(),
                                        strict: arguments.flag(.strict))
        let engine = try SessionFlow.run(title: exam.exam.heading, plan: exam.plan, context: context)
        guard let verdict = try exam.record(engine, at: context.clock.now()) else {
            return context.console.line("The exam was not finished: nothing is recorded.")
        }
        context.console.line(verdict)
    }
}
