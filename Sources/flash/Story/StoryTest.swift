import FlashArguments
import FoundationEssentials
import Model
import Learn
import Story
import Support

/// `flash story test KIT`: every card of the kit once, shuffled, four options each; a finished
/// test's score is kept when it beats the kit's best.
@MainActor
enum StoryTest {
    static func run(kitName: String, arguments: ParsedArguments, context: Context) throws {
        try SessionOptions.refuseUnhonoured(.test, arguments)
        let store = try StoryMode.store(context)
        let before = try store.story.progress()
        let kit = try StoryDesk.kit(named: kitName, in: before, store: store)
        if let lock = before.lock(of: kit.stage) {
            throw StoryError.locked("'\(Text.printable(kit.name))' is in \(kit.stage.rawValue), which", lock)
        }
        let plan = try SessionPlan.kitTest(kit.list, from: store.sessionSource, seed: try arguments.seed())
        guard !plan.isEmpty else { throw CommandFailure("'\(Text.printable(kit.name))' has no cards with a translation to ask") }
        let outcome = try SessionFlow.run(title: "Test of '\(kit.name)'", plan: plan, context: context)
        guard outcome.ending == .completed else {
            context.console.line("The test was not finished: no score is kept.")
            return
        }
        let score = outcome.score
        let best = try store.story.recordTest(of: kit.list, score: score, now: context.clock.now())
        context.console.line("Score: \(score)% (best \(best)%; \(StoryRules.kitPassMark)% counts toward \(kit.stage.exam.title)).")
        if let opened = StoryDesk.examOpened(by: kit.stage, before: before, after: try store.story.progress()) { context.console.line(opened) }
    }
}
