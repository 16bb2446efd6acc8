import FoundationEssentials
import Support
import Model
import Learn

/// The terminal side of a session: reads a line, hands it to the ``SessionEngine``, draws what
/// comes back. Judging, the countdown, retries, undo and recording are the engine's.
@MainActor
final class SessionRunner {
    let context: Context
    var engine: SessionEngine
    private let input: LineInput
    var saidNoImage = false
    /// Speaks a word (`:p`) and returns nil, or a line saying why it could not.
    var speak: ((String, Language) -> String?)?
    /// Show a progress bar of cards answered right out of all (training) instead of a count.
    var showsProgressBar = false

    /// Seconds an answer takes on a fixed clock (FLASH_NOW), which stands still while waiting.
    static let answerSecondsOnAFixedClock: Double = 5

    init(context: Context, engine: SessionEngine) {
        self.context = context
        self.engine = engine
        input = LineInput(clock: context.clock)
    }

    var console: Console { context.console }
    var settings: SessionSettings { engine.settings }

    /// Asks until the cards run out or the session ends; the engine records how.
    func run() throws {
        while let question = try engine.next(at: context.clock.now()) {
            showQuestion(question)
            guard try answer(question) else { return }
        }
    }
}

private extension SessionRunner {
    /// Reads lines until one moves the session on (true) or ends it (false).
    func answer(_ question: Question) throws -> Bool {
        while true {
            if console.inputIsTerminal { prompt() }
            let event = input.readLine(deadline: engine.deadline, ticking: ticksCountdown ? { self.tick() } : nil)
            guard case let .line(raw) = event else {
                let ending = event.ending(onTerminal: console.inputIsTerminal)
                try engine.end(ending, at: context.clock.now())
                if ending == .outOfTime { timeIsUp(whileWaiting: true) }
                return false
            }
            guard let given = command(SessionLine(raw), question) else { continue }
            let spent = context.clock.isFixed ? Self.answerSecondsOnAFixedClock : 0
            let takesTime = given == .skip || given.isAnswer
            let outcome = try engine.submit(given, at: context.clock.now().addingTimeInterval(takesTime ? spent : 0))
            if let goesOn = draw(outcome, question: question, spent: spent) { return goesOn }
        }
    }

    /// Draws an event; true or false when the question is done with (the session goes on or
    /// ends), nil when the same question waits for another line.
    func draw(_ event: SessionEvent, question: Question, spent: Double) -> Bool? {
        switch event {
        case let .judged(judgement, question), let .retryQueued(judgement, question):
            if context.clock.isFixed { context.clock.advance(by: spent) }
            showFeedback(judgement, for: question)
            return true
        case .timeUp:
            if context.clock.isFixed { context.clock.advance(by: spent) }
            timeIsUp(whileWaiting: false)
            return false
        case .undone(let undone):
            let given = undone.verdict == .skipped ? "skipped" : "you: \(Text.printable(undone.given))"
            console.line(console.paint("  ↶ took back '\(Text.printable(undone.shown))' (\(given)); here it is again", Console.yellow))
            return true
        case .nothingToUndo: console.line("  nothing to take back yet")
        case .hint(let hint): console.line("  hint: " + Text.printable(hint))
        case .revealed(let expected):
            console.line("  " + console.bold(Text.printable(expected)))
            console.line("  Grade yourself: 1 Again, 2 Hard, 3 Good, 4 Easy")
        case .unreadable:
            console.line(settings.answer == .self ? "  Type 1, 2, 3 or 4." : "  Type 1 to \(question.options.count), or the answer.")
        case .finished: return false
        }
        return nil
    }

    /// The engine's input for a line; nil after handling `:p` or an unknown command here.
    func command(_ line: SessionLine, _ question: Question) -> SessionInput? {
        switch line {
        case .input(let input): return input
        case .pronounce: pronounce(question)
        case .unknownCommand: console.line("  :q stop (saved), :s skip, :u undo the last answer, :h hint, :p pronounce")
        }
        return nil
    }

    func pronounce(_ question: Question) {
        guard let speak, let study = engine.plan.study else { return console.line("  pronunciation needs espeak-ng (apt-get install espeak-ng)") }
        let side = question.direction.shownSide
        if let failure = speak(question.card.spoken(on: side), side == .learned ? study.learned : study.native) {
            console.line("  " + failure)
        }
    }
}

private extension SessionInput {
    var isAnswer: Bool {
        if case .answer = self { return true }
        return false
    }
}
