import FlashArguments
import FoundationEssentials
import Model
import Learn
import Story

/// `flash story test KIT`: the kit's test (``KitTest``) run at the terminal.
@MainActor
enum StoryTest {
    static func run(kitName: String, arguments: ParsedArguments, context: Context) throws {
        try SessionOptions.refuseUnhonoured(.test, arguments)
        let test = try KitTest(kitNamed: kitName, store: try StoryMode.store(context), seed: try arguments.seed())
        let engine = try SessionFlow.run(title: "Test of '\(test.kit.name)'", plan: test.plan, context: context)
        guard let result = try test.record(engine, at: context.clock.now()) else {
            return context.console.line("The test was not finished: no score is kept.")
        }
        context.console.line("Score: \(result.score)% (best \(result.best)%; \(StoryRules.kitPassMark)% counts toward \(result.exam.title)).")
        if let opened = result.opened { context.console.line(opened) }
    }
}
