import FoundationEssentials
import Support
import Model
import Games

/// Wordbuzz's questions at the terminal, for `buzz` and `daily`: shows each question the
/// ``QuizEngine`` gives, reads the choice, and draws what the engine made of it.
@MainActor
struct QuizPlayer {
    let lines: GameLines
    var engine: QuizEngine

    /// Asks until the game is done or stopped; the engine keeps the score.
    mutating func run() async throws -> QuizResult {
        while let question = try await nextQuestion() {
            show(question)
            if let stopped = try answer(question) { return stopped }
        }
        return try engine.stop(.completed, at: lines.now)
    }

    /// The engine's next question; a buzz question may wait for a definition provider.
    private mutating func nextQuestion() async throws -> BuzzQuestion? {
        var engine = self.engine
        defer { self.engine = engine }
        return try await engine.next(at: lines.now)
    }
}

private extension QuizPlayer {
    func show(_ question: BuzzQuestion) {
        let style = lines.style
        let game = engine.game
        let again = if case .asking(_, _, true) = engine.state { " again" } else { "" }
        lines.line(style.dim("[\(min(game.answeredRight + 1, game.rounds))/\(game.rounds)\(again)] score \(game.score), streak \(game.streak)"))
        lines.line("  " + style.bold(Text.printable(question.definition)))
        let options = question.options.enumerated().map { "\($0.offset + 1)) \(Text.printable($0.element))" }
        lines.line("  " + options.joined(separator: "   "))
    }

    /// Reads until a choice is judged (nil: ask on) or the game ends (its result).
    mutating func answer(_ question: BuzzQuestion) throws -> QuizResult? {
        while true {
            switch lines.answer(until: nil) {
            case let .stop(ending, time):
                return try engine.stop(ending, at: time)
            case .timeout:
                continue
            case let .text(text, time):
                switch try engine.submit(.text(text), at: time) {
                case .unreadable:
                    lines.line("  Type 1 to \(question.options.count), or the word (:q stops).")
                case let .judged(judgement, finished):
                    feedback(judgement)
                    return finished
                case .finished(let result):
                    return result
                }
            }
        }
    }

    func feedback(_ judgement: QuizJudgement) {
        let style = lines.style
        if judgement.right {
            lines.line(style.paint("  ✔ right +\(judgement.points)", TextStyle.green) + " (score \(judgement.score), streak \(judgement.streak))")
        } else {
            lines.line(style.paint("  ✘ wrong \(judgement.points)", TextStyle.red) + " (score \(judgement.score), streak 0): try again")
        }
    }
}
