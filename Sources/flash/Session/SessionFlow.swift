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

/// Starts the caretaker, runs the session, closes it and prints the summary: shared by every
/// command that asks cards.
@MainActor
enum SessionFlow {
    @discardableResult
    static func run(title: String, list: WordList?, study: Study?, cards: [Card], settings: SessionSettings,
                    maker: QuestionMaker, kind: String, progressBar: Bool = false, context: Context) throws -> SessionOutcome {
        let store = try context.store()
        let caretaker = try Caretaker(store: store, list: list, kind: kind, settings: settings, planned: cards.count, now: context.clock.now())
        caretaker.schedule(with: try context.reviewPolicy(), mode: settings.answer, seed: settings.seed)
        let console = context.console
        console.line("\(title): \(cards.count) card\(cards.count == 1 ? "" : "s"), \(describe(settings, study: study)). Type :q to stop, :u to undo, :h for a hint.")
        let runner = SessionRunner(context: context, settings: settings, maker: maker, caretaker: caretaker, cards: cards)
        runner.study = study
        runner.showsProgressBar = progressBar
        runner.speak = Speech.speaker(context: context)
        let ending: SessionEnding
        do {
            ending = try runner.run()
        } catch {
            try? caretaker.finish(.interrupted, at: context.clock.now())
            throw error
        }
        try caretaker.finish(ending, at: runner.finishTime)
        summarize(runner, ending: ending, list: list, context: context)
        if ending == .interrupted { throw SessionInterrupted(answers: runner.answers.count) }
        return SessionOutcome(sessionID: caretaker.sessionID, ending: ending, answers: runner.answers)
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

    static func summarize(_ runner: SessionRunner, ending: SessionEnding, list: WordList?, context: Context) {
        let console = context.console
        let answers = runner.answers
        let right = answers.filter { $0.judgement.verdict.isRight }.count
        let percent = answers.isEmpty ? 0 : Int((Double(right) / Double(answers.count) * 100).rounded())
        let elapsed = runner.finishTime.timeIntervalSince(runner.started)
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
