import FlashKit
import Foundation

/// Asks Wordbuzz's questions (a definition, four words) for `buzz` and `daily`: a right answer
/// scores 200, a wrong one costs 100 and the same question is asked again. Every answer goes to
/// the caretaker as it is given.
@MainActor
final class WordQuiz {
    let context: Context
    let caretaker: Caretaker
    let input: GameInput
    private(set) var game: BuzzGame
    /// How the game ended; `completed` once every round was answered right.
    private(set) var ending: SessionEnding = .completed
    private var asked = Date()

    init(context: Context, caretaker: Caretaker, input: GameInput, rounds: Int) {
        self.context = context
        self.caretaker = caretaker
        self.input = input
        game = BuzzGame(rounds: rounds)
    }

    var console: Console { context.console }

    /// Asks `question` until it is answered right; false when the learner stops instead.
    func ask(_ question: BuzzQuestion) throws -> Bool {
        var again = false
        while true {
            show(question, again: again)
            guard let chosen = try choice(for: question) else { return false }
            let right = chosen == question.answerIndex
            let points = game.answer(right: right)
            try record(question, given: question.options[chosen], right: right)
            if right {
                console.line(console.paint("  ✔ right +\(points)", Console.green) + " (score \(game.score), streak \(game.streak))")
                return true
            }
            console.line(console.paint("  ✘ wrong \(points)", Console.red) + " (score \(game.score), streak 0): try again")
            again = true
        }
    }

    /// Closes the session.
    func finish() throws {
        try caretaker.finish(ending, at: context.clock.now())
    }

    /// Ends flash with status 130 when Ctrl-C, SIGTERM or a closed terminal stopped the game,
    /// as a session does; every answer given is already saved.
    func throwIfInterrupted() throws {
        if ending == .interrupted { throw SessionInterrupted(answers: game.answeredRight + game.wrongAnswers) }
    }
}

private extension WordQuiz {
    func show(_ question: BuzzQuestion, again: Bool) {
        let number = min(game.answeredRight + 1, game.rounds)
        let header = "[\(number)/\(game.rounds)\(again ? " again" : "")] score \(game.score), streak \(game.streak)"
        console.line(console.dim(header))
        console.line("  " + console.bold(Text.printable(question.definition)))
        let options = question.options.enumerated().map { "\($0.offset + 1)) \(Text.printable($0.element))" }
        console.line("  " + options.joined(separator: "   "))
    }

    /// Reads lines until one names an option; nil when the game stops.
    func choice(for question: BuzzQuestion) throws -> Int? {
        asked = context.clock.now()
        while true {
            switch input.answer() {
            case .stop(let ending):
                self.ending = ending
                return nil
            case .timeout:
                continue
            case .text(let text):
                if let index = question.chosenIndex(text) { return index }
                console.line("  Type 1 to \(question.options.count), or the word (:q stops).")
            }
        }
    }

    func record(_ question: BuzzQuestion, given: String, right: Bool) throws {
        let now = context.clock.now()
        try caretaker.record(AnswerRecord(
            cardID: nil, direction: .learned, shown: question.definition, expected: question.word, given: given,
            verdict: right ? .correct : .wrong, answered: now,
            milliseconds: max(0, Int((now.timeIntervalSince(asked) * 1000).rounded()))))
    }
}
