import FlashKit
import Foundation

/// Runs a session at the terminal or from piped input: asks each question, reads the answer,
/// shows right/wrong with the right answer, and hands every answer to the caretaker at once.
@MainActor
final class SessionRunner {
    let context: Context
    let settings: SessionSettings
    let maker: QuestionMaker
    let caretaker: Caretaker
    private(set) var queue: SessionQueue
    private var generator: SplitMix64
    private let input: LineInput
    let started: Date
    let deadline: Date?
    private(set) var answers: [(question: Question, judgement: Judgement)] = []
    /// The questions answered, newest last, each with the queue and generator as they stood
    /// once it was drawn: what `:u` goes back to.
    private var history: [Asked] = []
    var saidNoImage = false
    /// Speaks a word (`:p`) and returns nil, or a line saying why it could not; nil when no
    /// speech program is available.
    var speak: ((String, Language) -> String?)?
    /// The study of the cards, for speech.
    var study: Study?
    /// Show a progress bar of cards answered right out of all (training) instead of a count.
    var showsProgressBar = false

    /// Seconds a scripted answer takes on a fixed clock when the script does not say (`@+2s`).
    static let scriptedAnswerSeconds: Double = 5

    init(context: Context, settings: SessionSettings, maker: QuestionMaker, caretaker: Caretaker, cards: [Card]) {
        self.context = context
        self.settings = settings
        self.maker = maker
        self.caretaker = caretaker
        queue = SessionQueue(cards: cards, retry: settings.retry)
        generator = SplitMix64(seed: settings.seed &+ 1)
        input = LineInput(clock: context.clock)
        let now = context.clock.now()
        started = now
        deadline = settings.timer.map { now.addingTimeInterval(TimeInterval($0)) }
    }

    var console: Console { context.console }

    /// Asks until the cards run out or the learner stops; returns how the session ended.
    func run() throws -> SessionEnding {
        var next = draw()
        while let asked = next {
            showQuestion(asked.question, isRetry: asked.isRetry)
            switch try answer(asked.question) {
            case .ended:
                return ending
            case .tookBack(let previous):
                next = previous
            case .answered(let judgement):
                history.append(asked)
                queue.record(asked.question.card, right: judgement.verdict.isRight)
                answers.append((asked.question, judgement))
                showFeedback(judgement, for: asked.question)
                next = draw()
            }
        }
        return .completed
    }

    /// Set when `answer` returns `.ended`.
    private(set) var ending: SessionEnding = .completed

    /// When the session ended: the countdown's end when time ran out, else now.
    var finishTime: Date {
        let now = context.clock.now()
        guard ending == .outOfTime, let deadline else { return now }
        return min(now, deadline)
    }
}

private extension SessionRunner {
    /// A question as drawn, with the queue and generator right after it was drawn.
    struct Asked {
        let question: Question
        let isRetry: Bool
        let queue: SessionQueue
        let generator: SplitMix64
    }

    /// What reading answers to one question gave.
    enum Reply {
        case answered(Judgement)
        /// `:u` took back the answer before; that question is asked again.
        case tookBack(Asked)
        case ended
    }

    func draw() -> Asked? {
        guard let (card, isRetry) = queue.next() else { return nil }
        let question = maker.question(for: card, using: &generator)
        return Asked(question: question, isRetry: isRetry, queue: queue, generator: generator)
    }

    /// Reads lines until one answers the question, `:u` takes the last answer back, or the
    /// session ends.
    func answer(_ question: Question) throws -> Reply {
        let asked = context.clock.now()
        var revealed = settings.answer != .self
        var hintLetters = 0
        while true {
            if console.inputIsTerminal { prompt() }
            let event = input.readLine(deadline: deadline, ticking: ticksCountdown ? { self.tick() } : nil)
            guard case let .line(raw, declared) = event else {
                ending = Self.ending(after: event, onTerminal: console.inputIsTerminal)
                if ending == .outOfTime { timeIsUp(whileWaiting: true) }
                return .ended
            }
            let text = Self.cleanAnswer(raw)
            if text == ":u" {
                if let previous = try takeBack() { return .tookBack(previous) }
                continue
            }
            if text.hasPrefix(":") {
                guard handleCommand(text, question: question, hintLetters: &hintLetters) else { return .ended }
                if text == ":s" { return try record(.skipped, question, asked: asked, declared: declared) }
                continue
            }
            if !revealed {
                revealed = true
                console.line("  " + console.bold(Text.printable(question.expected)))
                console.line("  Grade yourself: 1 Again, 2 Hard, 3 Good, 4 Easy")
                continue
            }
            let judge = AnswerJudge(settings: settings, maker: maker)
            let judgement = settings.answer == .self ? judge.judgeSelf(text) : judge.judge(text, for: question)
            guard let judgement else {
                console.line(settings.answer == .self ? "  Type 1, 2, 3 or 4." : "  Type 1 to \(question.options.count), or the answer.")
                continue
            }
            return try record(judgement, question, asked: asked, declared: declared)
        }
    }

    /// Handles `:q`, `:s`, `:h`, `:p`; false when the session ends.
    func handleCommand(_ command: String, question: Question, hintLetters: inout Int) -> Bool {
        switch command {
        case ":q":
            ending = .stopped
            return false
        case ":s":
            return true
        case ":h":
            hintLetters += 1
            console.line("  hint: " + Text.printable(question.hint(letters: hintLetters)))
        case ":p":
            guard let speak, let study else {
                console.line("  pronunciation needs espeak-ng (apt-get install espeak-ng)")
                return true
            }
            let side = question.direction.shownSide
            if let failure = speak(question.card.word(on: side), side == .learned ? study.learned : study.native) {
                console.line("  " + failure)
            }
        default:
            console.line("  :q stop (saved), :s skip, :u undo the last answer, :h hint, :p pronounce")
        }
        return true
    }

    /// Takes back the last answer in the database and in the session (`:u`); nil when there is
    /// none, after saying so.
    func takeBack() throws -> Asked? {
        guard let previous = history.last, let undone = try caretaker.takeBack() else {
            console.line("  nothing to take back yet")
            return nil
        }
        history.removeLast()
        answers.removeLast()
        queue = previous.queue
        generator = previous.generator
        let given = undone.verdict == .skipped ? "skipped" : "you: \(Text.printable(undone.given))"
        console.line(console.paint("  ↶ took back '\(Text.printable(undone.shown))' (\(given)); here it is again", Console.yellow))
        return previous
    }

    /// Hands the answer to the caretaker, unless it came after the countdown ended.
    func record(_ judgement: Judgement, _ question: Question, asked: Date, declared: Double?) throws -> Reply {
        if context.clock.isFixed { context.clock.advance(by: declared ?? Self.scriptedAnswerSeconds) }
        let now = context.clock.now()
        if let deadline, now > deadline {
            ending = .outOfTime
            timeIsUp(whileWaiting: false)
            return .ended
        }
        try record(AnswerRecord(
            cardID: question.card.id, direction: question.direction, shown: question.shown, expected: question.expected,
            given: judgement.given, verdict: judgement.verdict, selfGrade: judgement.selfGrade?.rawValue,
            confusedCardID: judgement.confusedWith?.id, answered: now,
            milliseconds: Self.milliseconds(from: asked, to: now)))
        return .answered(judgement)
    }

    /// Hands one answer to the caretaker. A constraint failure means the list or card went away
    /// under the session (deleted from another terminal): the session cannot go on.
    func record(_ answer: AnswerRecord) throws {
        do {
            try caretaker.record(answer)
        } catch let error as SQLiteError where error.isConstraint {
            throw CommandFailure("the list was deleted while this session ran, so the session ends here")
        }
    }
}

extension SessionRunner {
    /// How a session ends when input stops: the end of piped input is the script's end
    /// (stopped); on a terminal it means the terminal closed (interrupted).
    static func ending(after event: InputEvent, onTerminal: Bool) -> SessionEnding {
        switch event {
        case .timeout: .outOfTime
        case .interrupted: .interrupted
        case .endOfInput: onTerminal ? .interrupted : .stopped
        case .line: .completed
        }
    }

    /// Milliseconds between two instants, kept within 0 and a day.
    static func milliseconds(from start: Date, to end: Date) -> Int {
        let elapsed = end.timeIntervalSince(start) * 1000
        return elapsed.isFinite ? Int(min(max(0, elapsed), LineInput.longestDeclaredAnswer * 1000).rounded()) : 0
    }

    /// The longest answer flash keeps, in characters; a pasted novel is cut there.
    static let longestAnswer = 200

    /// What the learner typed, as it is graded, stored and printed: without control characters
    /// or terminal escapes, and at most ``longestAnswer`` characters.
    static func cleanAnswer(_ raw: String) -> String {
        String(Text.printable(raw).trimmingCharacters(in: .whitespaces).prefix(longestAnswer))
    }
}
