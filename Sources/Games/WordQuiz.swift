import FoundationEssentials
import Support
import Model
import Store
import Learn

/// Asks Wordbuzz's questions (a definition, four words) for `buzz` and `daily`: a right answer
/// scores 200, a wrong one costs 100 and the same question is asked again. Every answer goes to
/// the caretaker as it is given.
@MainActor
final class WordQuiz {
    let terminal: any GameTerminal
    let caretaker: Caretaker
    private(set) var game: BuzzGame
    /// How the game ended; `completed` once every round was answered right.
    private(set) var ending: SessionEnding = .completed
    private var asked = Date()

    init(terminal: any GameTerminal, store: FlashStore, kind: GameKind, seed: UInt64, rounds: Int) throws {
        self.terminal = terminal
        caretaker = try Caretaker(store: store, list: nil, kind: kind.rawValue, settings: SessionSettings(seed: seed),
                                  planned: rounds, now: terminal.clock.now())
        game = BuzzGame(rounds: rounds)
    }

    /// Asks `question` until it is answered right; false when the learner stops instead.
    func ask(_ question: BuzzQuestion) throws -> Bool {
        let style = terminal.style
        var again = false
        while true {
            show(question, again: again)
            guard let chosen = choice(for: question) else { return false }
            let right = chosen == question.answerIndex
            let points = game.answer(right: right)
            try caretaker.record(AnswerRecord(
                cardID: nil, direction: .learned, shown: question.definition, expected: question.word, given: question.options[chosen],
                verdict: right ? .correct : .wrong, answered: terminal.clock.now(), milliseconds: terminal.milliseconds(since: asked)))
            if right {
                terminal.line(style.paint("  ✔ right +\(points)", TextStyle.green) + " (score \(game.score), streak \(game.streak))")
                return true
            }
            terminal.line(style.paint("  ✘ wrong \(points)", TextStyle.red) + " (score \(game.score), streak 0): try again")
            again = true
        }
    }

    /// Closes the session; the outcome says whether the game was interrupted.
    func finish() throws -> GameOutcome {
        try caretaker.finish(ending, at: terminal.clock.now())
        return GameOutcome(ending: ending, answers: game.answeredRight + game.wrongAnswers)
    }

    /// The score as a game record.
    func score(_ kind: GameKind) -> GameScore {
        GameScore(game: kind, score: game.score, streak: game.bestStreak, right: game.answeredRight,
                  wrong: game.wrongAnswers, played: terminal.clock.now(), sessionID: caretaker.recordedID)
    }
}

private extension WordQuiz {
    func show(_ question: BuzzQuestion, again: Bool) {
        let style = terminal.style
        let number = min(game.answeredRight + 1, game.rounds)
        terminal.line(style.dim("[\(number)/\(game.rounds)\(again ? " again" : "")] score \(game.score), streak \(game.streak)"))
        terminal.line("  " + style.bold(Text.printable(question.definition)))
        let options = question.options.enumerated().map { "\($0.offset + 1)) \(Text.printable($0.element))" }
        terminal.line("  " + options.joined(separator: "   "))
    }

    /// Reads lines until one names an option; nil when the game stops.
    func choice(for question: BuzzQuestion) -> Int? {
        asked = terminal.clock.now()
        while true {
            switch terminal.answer(until: nil) {
            case .stop(let ending):
                self.ending = ending
                return nil
            case .timeout:
                continue
            case .text(let text):
                if let index = question.chosenIndex(text) { return index }
                terminal.line("  Type 1 to \(question.options.count), or the word (:q stops).")
            }
        }
    }
}
