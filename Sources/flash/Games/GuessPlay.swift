import FlashKit
import Foundation

/// Plays guessing games one after the other on the same words: each round shows a learned
/// word and a native word, the learner says y or n in time, and the caretaker records it.
@MainActor
final class GuessPlay {
    let context: Context
    let words: GuessWords
    let rules: GuessRules
    let seed: UInt64
    let input: GameInput
    private var dealer: GuessDealer

    /// How one game went.
    struct Outcome {
        let game: GuessGame
        let ending: SessionEnding
        let sessionID: Int64
    }

    init(context: Context, words: GuessWords, rules: GuessRules, seed: UInt64) throws {
        self.context = context
        self.words = words
        self.rules = rules
        self.seed = seed
        input = GameInput(context: context)
        dealer = try GuessDealer(pairs: words.pairs, truth: rules.truth, seed: seed)
    }

    var console: Console { context.console }

    /// One game, until it is over or the learner stops.
    func play() throws -> Outcome {
        let caretaker = try Caretaker(store: context.store(), list: words.list, kind: GameKind.guess.rawValue,
                                      settings: GameOptions.settings(seed: seed), planned: rules.maximumAnswers, now: context.clock.now())
        var game = GuessGame(rules: rules)
        var ending = SessionEnding.completed
        while game.end == nil {
            let round = dealer.next()
            show(round, game: game)
            guard let right = try answer(round, caretaker: caretaker, ending: &ending) else { break }
            game.record(right: right)
        }
        try caretaker.finish(ending, at: context.clock.now())
        return Outcome(game: game, ending: ending, sessionID: caretaker.sessionID)
    }
}

extension GuessPlay {
    /// "5 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

private extension GuessPlay {
    func show(_ round: GuessRound, game: GuessGame) {
        let progress = "[\(game.answered + 1)/\(rules.maximumAnswers), \(game.wrong) wrong]"
        console.line(console.dim(progress) + " " + console.bold("\(Text.printable(round.pair.learned)) = \(Text.printable(round.shown))?") + " (y/n)")
    }

    /// Reads y or n before the deadline and records it; nil when the learner stops.
    func answer(_ round: GuessRound, caretaker: Caretaker, ending: inout SessionEnding) throws -> Bool? {
        let asked = context.clock.now()
        let deadline = asked.addingTimeInterval(rules.seconds)
        while true {
            var given = ""
            switch input.answer(until: deadline) {
            case .stop(let stop):
                ending = stop
                return nil
            case .timeout:
                given = ""
            case .text(let text):
                guard let saidTrue = Self.yesOrNo(text) else {
                    console.line("  Type y or n (:q stops).")
                    continue
                }
                given = saidTrue ? "yes" : "no"
            }
            let right = !given.isEmpty && round.isRight(given == "yes")
            try record(round, given: given, right: right, asked: asked, caretaker: caretaker)
            feedback(round, given: given, right: right)
            return right
        }
    }

    func record(_ round: GuessRound, given: String, right: Bool, asked: Date, caretaker: Caretaker) throws {
        let now = context.clock.now()
        try caretaker.record(AnswerRecord(
            cardID: round.pair.cardID, direction: .learned, shown: "\(round.pair.learned) = \(round.shown)?",
            expected: round.isTrue ? "yes" : "no", given: given, verdict: right ? .correct : .wrong, answered: now,
            milliseconds: max(0, Int((now.timeIntervalSince(asked) * 1000).rounded()))))
    }

    func feedback(_ round: GuessRound, given: String, right: Bool) {
        let pair = "\(Text.printable(round.pair.learned)) = \(Text.printable(round.pair.native))"
        if given.isEmpty {
            console.line(console.paint("  ⏱ too slow (\(Self.seconds(rules.seconds))): counted wrong; \(pair)", Console.yellow))
        } else if right {
            console.line(console.paint("  ✔ right", Console.green) + (round.isTrue ? "" : ": \(pair)"))
        } else {
            console.line(console.paint("  ✘ wrong: \(pair)", Console.red))
        }
    }

    static func yesOrNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
    }
}
