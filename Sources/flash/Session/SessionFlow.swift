import FoundationEssentials
import Learn

/// A session or game cut off by Ctrl-C, a closed terminal or SIGTERM: flash exits with status 130.
struct SessionInterrupted: Error, CustomStringConvertible {
    /// Answers of the session or game that was cut off.
    let answers: Int
    var of = "session"

    var description: String {
        switch answers {
        case 0: "\(of) interrupted before the first answer: nothing to save"
        case 1: "\(of) interrupted; the 1 answer given is saved"
        default: "\(of) interrupted; the \(answers) answers given are saved"
        }
    }
}

/// Starts the session engine on a plan, runs it at the terminal and prints the summary: shared
/// by every command that asks cards. Returns the finished engine, which holds the answers.
@MainActor
enum SessionFlow {
    @discardableResult
    static func run(title: String, plan: SessionPlan, progressBar: Bool = false, context: Context) throws -> SessionEngine {
        let engine = try SessionEngine(plan: plan, policy: try context.reviewPolicy(), now: context.clock.now())
        let count = plan.order.count
        context.console.line("\(title): \(count) card\(count == 1 ? "" : "s"), \(engine.describe()). Type :q to stop, :u to undo, :h for a hint.")
        let runner = SessionRunner(context: context, engine: engine)
        runner.showsProgressBar = progressBar
        runner.speak = Speech.speaker(context: context)
        do {
            try runner.run()
        } catch {
            try? runner.engine.end(.interrupted, at: context.clock.now())
            throw error
        }
        summarize(runner.engine, context: context)
        if runner.engine.ending == .interrupted { throw SessionInterrupted(answers: runner.engine.answers.count) }
        return runner.engine
    }

    static func summarize(_ engine: SessionEngine, context: Context) {
        context.console.line("")
        context.console.line(context.console.bold(engine.headline(now: context.clock.now())))
        context.console.lines(engine.closingLines)
    }
}
