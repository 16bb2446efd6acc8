import FlashKit
import Foundation

/// What a session draws: each question, the prompt with its countdown, and the feedback.
extension SessionRunner {
    func showQuestion(_ question: Question) {
        let state = engine.progress
        var progress = state.isRetry ? "retry \(state.learned)/\(state.total) learned" : "\(state.asked)/\(state.total)"
        if showsProgressBar { progress = state.bar(width: 12) + " \(state.learned)/\(state.total) right" }
        let clock = engine.deadline.map { "\(DurationText.clock($0.timeIntervalSince(context.clock.now()))) left" }
            ?? DurationText.clock(context.clock.now().timeIntervalSince(engine.started))
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
    }

    /// True when the countdown ticks on the prompt line: a timer, a learner at a terminal that
    /// also shows the output, and a real clock. Piped output never sees a tick.
    var ticksCountdown: Bool {
        engine.deadline != nil && console.inputIsTerminal && console.outputIsTerminal && !context.clock.isFixed
    }

    /// "> ", or "0:42 left > " while the countdown ticks.
    func prompt() {
        console.write(ticksCountdown ? countdown() + " > " : "> ")
    }

    /// Redraws the countdown at the start of the prompt line, leaving the cursor (and what the
    /// learner has typed so far) where it was.
    func tick() {
        console.write("\u{1B}7\r" + countdown() + "\u{1B}8")
    }

    /// "0:42 left", padded to the width of the whole timer so a shorter time covers a longer one.
    func countdown() -> String {
        guard let deadline = engine.deadline else { return "" }
        let text = "\(DurationText.clock(deadline.timeIntervalSince(context.clock.now()))) left"
        let width = DurationText.clock(TimeInterval(settings.timer ?? 0)).count + " left".count
        return console.dim(String(repeating: " ", count: max(0, width - text.count)) + text)
    }

    /// Says time is up, on a line of its own when the prompt was still waiting at a terminal.
    func timeIsUp(whileWaiting: Bool) {
        if whileWaiting, console.inputIsTerminal { console.line() }
        console.line(console.paint("Time is up.", Console.yellow))
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
