import FoundationEssentials
import Support
import Learn

/// What a session draws: each question, the prompt with its countdown, and the feedback.
extension SessionRunner {
    func showQuestion(_ question: Question) {
        let status = engine.progressText(bar: showsProgressBar) + " " + engine.clockText(at: context.clock.now())
        var shown = Text.printable(question.shown)
        if let file = question.imageFile {
            ImageDrawing.drawQuestion(file: context.paths.imagesDirectory.appendingPathComponent(file).path, context: context)
            if !settings.show.showsWord { shown = "(the picture)" }
        } else if question.fellBackToWord, !saidNoImage {
            saidNoImage = true
            console.line("  (some cards have no image: they show the word instead)")
        }
        console.line(console.dim("[\(status)]") + " " + console.bold(shown))
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

    func countdown() -> String {
        console.dim(engine.countdownText(at: context.clock.now()))
    }

    /// Says time is up, on a line of its own when the prompt was still waiting at a terminal,
    /// whose half-typed answer is thrown away: left there, the shell would read it after flash.
    func timeIsUp(whileWaiting: Bool) {
        if whileWaiting, console.inputIsTerminal {
            console.discardTypedInput()
            console.line()
        }
        console.line(console.paint("Time is up.", Console.yellow))
    }

    func showFeedback(_ judgement: Judgement, for question: Question) {
        let feedback = SessionFeedback(judgement, for: question)
        let colour = switch feedback.tone {
        case .right: Console.green
        case .wrong: Console.red
        case .almost, .skipped: Console.yellow
        }
        console.line(console.paint(feedback.headline, colour) + feedback.detail)
    }
}
