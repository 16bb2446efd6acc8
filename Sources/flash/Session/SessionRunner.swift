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
    private let deadline: Date?
    private(set) var answers: [(question: Question, judgement: Judgement)] = []
    private var saidNoImage = false
    /// Speaks a word (`:p`); nil when no speech program is available.
    var speak: ((String, Language) -> Void)?
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
        while let (card, isRetry) = queue.next() {
            let question = maker.question(for: card, using: &generator)
            showQuestion(question, isRetry: isRetry)
            guard let judgement = try answer(question) else { return ending }
            queue.record(card, right: judgement.verdict.isRight)
            answers.append((question, judgement))
            showFeedback(judgement, for: question)
        }
        return .completed
    }

    /// Set when `answer` returns nil.
    private(set) var ending: SessionEnding = .completed

    /// When the session ended: the countdown's end when time ran out, else now.
    var finishTime: Date {
        let now = context.clock.now()
        guard ending == .outOfTime, let deadline else { return now }
        return min(now, deadline)
    }
}

private extension SessionRunner {
    /// Reads lines until one answers the question; nil when the session ends instead.
    func answer(_ question: Question) throws -> Judgement? {
        let asked = context.clock.now()
        var revealed = settings.answer != .self
        var hintLetters = 0
        while true {
            let event = input.readLine(deadline: deadline)
            guard case let .line(raw, declared) = event else {
                ending = Self.ending(after: event, onTerminal: console.inputIsTerminal)
                if ending == .outOfTime { console.line(console.paint("Time is up.", Console.yellow)) }
                return nil
            }
            let text = Self.cleanAnswer(raw)
            if text.hasPrefix(":") {
                guard handleCommand(text, question: question, hintLetters: &hintLetters) else { return nil }
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
            speak(question.card.word(on: side), side == .learned ? study.learned : study.native)
        default:
            console.line("  :q stop (saved), :s skip, :h hint, :p pronounce")
        }
        return true
    }

    /// Hands the answer to the caretaker, unless it came after the countdown ended.
    func record(_ judgement: Judgement, _ question: Question, asked: Date, declared: Double?) throws -> Judgement? {
        if context.clock.isFixed { context.clock.advance(by: declared ?? Self.scriptedAnswerSeconds) }
        let now = context.clock.now()
        if let deadline, now > deadline {
            ending = .outOfTime
            console.line(console.paint("Time is up.", Console.yellow))
            return nil
        }
        do {
            try record(AnswerRecord(
            cardID: question.card.id, direction: question.direction, shown: question.shown, expected: question.expected,
            given: judgement.given, verdict: judgement.verdict, selfGrade: judgement.selfGrade?.rawValue,
            confusedCardID: judgement.confusedWith?.id, answered: now,
            milliseconds: Self.milliseconds(from: asked, to: now)))
        }
        return judgement
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

    func showQuestion(_ question: Question, isRetry: Bool) {
        var progress = isRetry ? "retry \(queue.learned.count)/\(queue.total) learned" : "\(queue.asked)/\(queue.total)"
        if showsProgressBar { progress = Self.bar(right: queue.learned.count, of: queue.total) }
        let clock = deadline.map { "\(DurationText.clock($0.timeIntervalSince(context.clock.now()))) left" }
            ?? DurationText.clock(context.clock.now().timeIntervalSince(started))
        var shown = Text.printable(question.shown)
        if let file = question.imageFile {
            ImageDrawing.drawQuestion(file: context.paths.imagesDirectory.appendingPathComponent(file).path, context: context)
            if !settings.show.showsWord { shown = "(the picture)" }
        } else if question.fellBackToWord, !saidNoImage {
            saidNoImage = true
            console.line("  (some cards have no image: they show the word instead)")
        }
        console.line(console.dim("[\(progress) \(clock)]") + " " + console.bold(shown))
        if !question.options.isEmpty {
            let options = question.options.enumerated().map { "\($0.offset + 1)) \(Text.printable($0.element))" }
            console.line("  " + options.joined(separator: "   "))
        }
        if console.inputIsTerminal { console.write("> ") }
    }

    func showFeedback(_ judgement: Judgement, for question: Question) {
        let answer = Text.printable(question.answer)
        switch judgement.verdict {
        case .correct:
            console.line(console.paint("  ✔ right", Console.green) + (judgement.selfGrade.map { " (\($0.name))" } ?? ""))
        case .almost:
            let difference = judgement.difference.map { " (\(Text.printable($0)))" } ?? ""
            console.line(console.paint("  ≈ almost: \(answer)", Console.yellow) + difference)
        case .wrong:
            var line = console.paint("  ✘ wrong: the answer is \(answer)", Console.red)
            if judgement.selfGrade != nil { line = console.paint("  ✘ again", Console.red) }
            if let other = judgement.confusedWith {
                let side = question.direction.shownSide
                line += " ('\(Text.printable(judgement.given))' is the answer to '\(Text.printable(other.word(on: side)))')"
            } else if let difference = judgement.difference {
                line += " (\(Text.printable(difference)); --strict counts it wrong)"
            }
            console.line(line)
        case .skipped:
            console.line(console.paint("  → skipped: the answer is \(answer)", Console.yellow))
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

    /// "████░░░░ 3/8 right".
    static func bar(right: Int, of total: Int, width: Int = 12) -> String {
        let filled = total == 0 ? width : right * width / total
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + " \(right)/\(total) right"
    }
}

/// Durations as m:ss.
enum DurationText {
    static func clock(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    /// "1 h 02 min", "3 min 05 s", "42 s".
    static func words(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded()))
        if total >= 3600 { return String(format: "%d h %02d min", total / 3600, total % 3600 / 60) }
        if total >= 60 { return String(format: "%d min %02d s", total / 60, total % 60) }
        return "\(total) s"
    }
}
