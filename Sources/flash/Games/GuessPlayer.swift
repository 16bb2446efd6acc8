import FoundationEssentials
import Support
import Model
import Games

/// GuessTranslation's game at the terminal: shows each round the ``GuessEngine`` deals, reads y
/// or n against its deadline, and draws what the engine made of it. Games follow one another
/// while the learner wants another.
@MainActor
struct GuessPlayer {
    let lines: GameLines
    var engine: GuessEngine

    /// Plays until a game is stopped or the learner wants no other.
    mutating func run() throws -> GameOutcome {
        let about = "\(engine.words.title), \(engine.words.count) words, seed \(engine.seed)"
        lines.line("Guess the translation (\(about)): y or n, \(Self.seconds(engine.rules.seconds)) an answer; :q stops.")
        while true {
            while let round = engine.next(at: lines.now) {
                show(round)
                if let stopped = try answer(round) { return stopped }
            }
            guard lines.confirm("Play again? [y/N]") else { return GameOutcome(ending: .completed, answers: engine.game.answered) }
            try engine.playAgain(at: lines.now)
        }
    }

    /// "5 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

private extension GuessPlayer {
    func show(_ round: GuessRound) {
        let style = lines.style
        let game = engine.game
        let progress = "[\(game.answered + 1)/\(engine.rules.maximumAnswers), \(game.wrong) wrong]"
        lines.line(style.dim(progress) + " " + style.bold("\(Text.printable(round.learned)) = \(Text.printable(round.shown))?") + " (y/n)")
    }

    /// Reads until the round is judged (nil) or the game stops (its outcome).
    mutating func answer(_ round: GuessRound) throws -> GameOutcome? {
        while true {
            let event: GuessEvent
            switch lines.answer(until: engine.deadline) {
            case let .stop(ending, time):
                let result = try engine.stop(ending, at: time)
                report(stopped: result)
                return GameOutcome(ending: ending, answers: result.right + result.wrong)
            case .timeout(let time):
                event = try engine.submit(.tooLate, at: time)
            case let .text(text, time):
                event = try engine.submit(.text(text), at: time)
            }
            switch event {
            case .unreadable:
                lines.line("  Type y or n (:q stops).")
            case let .judged(judgement, over):
                feedback(judgement)
                if let over { report(over: over) }
                return nil
            case .stopped(let result):
                report(stopped: result)
                return GameOutcome(ending: .stopped, answers: result.right + result.wrong)
            }
        }
    }

    func feedback(_ judgement: GuessJudgement) {
        let style = lines.style
        let round = judgement.round
        let pair = "\(Text.printable(round.learned)) = \(Text.printable(round.native))"
        if judgement.said == nil {
            lines.line(style.paint("  ⏱ too slow (\(Self.seconds(engine.rules.seconds))): counted wrong; \(pair)", TextStyle.yellow))
        } else if judgement.right {
            lines.line(style.paint("  ✔ right", TextStyle.green) + (round.isTrue ? "" : ": \(pair)"))
        } else {
            lines.line(style.paint("  ✘ wrong: \(pair)", TextStyle.red))
        }
    }

    func report(over result: GuessResult) {
        lines.line("")
        let why = result.end == .answers ? "after \(engine.rules.maximumAnswers) answers" : "\(engine.rules.maximumWrong) wrong"
        lines.line(lines.style.bold("Game over (\(why)): \(result.right) right, \(result.wrong) wrong."))
        lines.line("Best score: \(result.best) right" + (result.isNewBest ? " (a new best!)" : ""))
    }

    func report(stopped result: GuessResult) {
        guard result.end == nil else { return }
        lines.line("")
        lines.line("Game stopped: \(result.right) right, \(result.wrong) wrong (a stopped game does not count toward the best score).")
    }
}
