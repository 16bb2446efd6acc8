import FlashKit
import Foundation

/// A session cut off by Ctrl-C, a closed terminal or SIGTERM: flash exits with status 130.
struct SessionInterrupted: Error, CustomStringConvertible {
    let answers: Int

    var description: String { "session interrupted; the \(answers) answer\(answers == 1 ? " given is" : "s given are") saved" }
}

/// What a finished session did.
struct SessionOutcome {
    let sessionID: Int64
    let ending: SessionEnding
    let answers: [(question: Question, judgement: Judgement)]

    /// Right answers out of the cards planned, 0 to 100, rounded (indi's score).
    func score(planned: Int) -> Int {
        let right = answers.filter { $0.judgement.verdict.isRight }.count
        return planned == 0 ? 0 : Int((Double(right) / Double(planned) * 100).rounded())
    }
}

/// Starts the session engine on a plan, runs it at the terminal and prints the summary: shared
/// by every command that asks cards.
@MainActor
enum SessionFlow {
    @discardableResult
    static func run(title: String, plan: SessionPlan, study: Study?, progressBar: Bool = false, context: Context) throws -> SessionOutcome {
        let engine = try SessionEngine(plan: plan, policy: try context.reviewPolicy(), now: context.clock.now())
        let count = plan.order.count
        context.console.line("\(title): \(count) card\(count == 1 ? "" : "s"), \(describe(plan.settings, study: study)). Type :q to stop, :u to undo, :h for a hint.")
        let runner = SessionRunner(context: context, engine: engine)
        runner.study = study
        runner.showsProgressBar = progressBar
        runner.speak = Speech.speaker(context: context)
        do {
            try runner.run()
        } catch {
            try? runner.engine.end(.interrupted, at: context.clock.now())
            throw error
        }
        let done = runner.engine
        let ending = done.ending ?? .completed
        summarize(done, list: plan.list, context: context)
        if ending == .interrupted { throw SessionInterrupted(answers: done.answers.count) }
        return SessionOutcome(sessionID: done.sessionID, ending: ending, answers: done.answers)
    }

    static func describe(_ settings: SessionSettings, study: Study?) -> String {
        var parts: [String] = []
        if let study {
            let (from, to) = settings.direction == .native ? (study.native, study.learned) : (study.learned, study.native)
            parts.append(settings.direction == .mixed ? "both ways" : "\(from.name) → \(to.name)")
        }
        switch settings.answer {
        case .choice: parts.append("choose among \(settings.options)")
        case .type: parts.append("type the answer")
        case .self: parts.append("grade yourself")
        }
        if let timer = settings.timer { parts.append("\(DurationText.words(TimeInterval(timer))) on the clock") }
        parts.append("seed \(settings.seed)")
        return parts.joined(separator: ", ")
    }

    static func summarize(_ engine: SessionEngine, list: WordList?, context: Context) {
        let console = context.console
        let answers = engine.answers
        let ending = engine.ending ?? .completed
        let right = answers.filter { $0.judgement.verdict.isRight }.count
        let percent = answers.isEmpty ? 0 : Int((Double(right) / Double(answers.count) * 100).rounded())
        let elapsed = (engine.finished ?? context.clock.now()).timeIntervalSince(engine.started)
        console.line("")
        console.line(console.bold("Session \(ending.rawValue): \(right)/\(answers.count) right (\(percent)%) in \(DurationText.words(elapsed))."))
        let missed = answers.filter { !$0.judgement.verdict.isRight }
        for (question, judgement) in missed {
            let given = judgement.verdict == .skipped ? "skipped" : "you: \(Text.printable(judgement.given))"
            console.line("  \(Text.printable(question.shown)) → \(Text.printable(question.answer)) (\(given))")
        }
        if let list {
            let name = BuildSummary.quoted(list.name)
            console.line("See `flash results \(name)` and `flash mistakes \(name)`\(missed.isEmpty ? "" : "; drill them with `flash learn \(name) --only mistakes`").")
        }
    }
}
