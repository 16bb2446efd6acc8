import FoundationEssentials
import Support
import Model
import Store
import Learn

/// GuessTranslation's true/false game: each round shows a learned word and a native word, the
/// learner says y or n in time, and the caretaker records it. Games follow one another on the
/// same words while the learner wants another; each finished game's score is kept.
@MainActor
public final class GuessMatch {
    let terminal: any GameTerminal
    let store: FlashStore
    let words: GuessWords
    let rules: GuessRules
    let seed: UInt64
    private var dealer: GuessDealer

    public init(terminal: any GameTerminal, store: FlashStore, words: GuessWords, rules: GuessRules, seed: UInt64) throws {
        self.terminal = terminal
        self.store = store
        self.words = words
        self.rules = rules
        self.seed = seed
        dealer = try GuessDealer(pairs: words.pairs, truth: rules.truth, seed: seed)
    }

    /// Plays until a game is stopped or the learner wants no other.
    public func run() throws -> GameOutcome {
        let about = "\(words.title), \(words.pairs.count) words, seed \(seed)"
        terminal.line("Guess the translation (\(about)): y or n, \(Self.seconds(rules.seconds)) an answer; :q stops.")
        var answered = 0
        while true {
            let (game, ending, sessionID) = try play()
            answered += game.answered
            try report(game, sessionID: sessionID)
            guard game.end != nil, ending == .completed, terminal.confirm("Play again? [y/N]") else {
                return GameOutcome(ending: ending, answers: answered)
            }
        }
    }

    /// "5 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

private extension GuessMatch {
    /// One game, until it is over or the learner stops.
    func play() throws -> (GuessGame, SessionEnding, Int64) {
        let caretaker = try Caretaker(store: store, list: words.list, kind: GameKind.guess.rawValue,
                                      settings: SessionSettings(seed: seed), planned: rules.maximumAnswers, now: terminal.clock.now())
        var game = GuessGame(rules: rules)
        var ending = SessionEnding.completed
        while game.end == nil {
            let round = dealer.next()
            show(round, game: game)
            guard let right = try answer(round, caretaker: caretaker, ending: &ending) else { break }
            game.record(right: right)
        }
        try caretaker.finish(ending, at: terminal.clock.now())
        return (game, ending, try caretaker.sessionID())
    }

    func show(_ round: GuessRound, game: GuessGame) {
        let style = terminal.style
        let progress = "[\(game.answered + 1)/\(rules.maximumAnswers), \(game.wrong) wrong]"
        terminal.line(style.dim(progress) + " " + style.bold("\(Text.printable(round.pair.learned)) = \(Text.printable(round.shown))?") + " (y/n)")
    }

    /// Reads y or n before the deadline and records it; nil when the learner stops.
    func answer(_ round: GuessRound, caretaker: Caretaker, ending: inout SessionEnding) throws -> Bool? {
        let asked = terminal.clock.now()
        while true {
            var given = ""
            switch terminal.answer(until: asked.addingTimeInterval(rules.seconds)) {
            case .stop(let stop):
                ending = stop
                return nil
            case .timeout:
                given = ""
            case .text(let text):
                guard let saidTrue = Self.yesOrNo(text) else {
                    terminal.line("  Type y or n (:q stops).")
                    continue
                }
                given = saidTrue ? "yes" : "no"
            }
            let right = !given.isEmpty && round.isRight(given == "yes")
            try caretaker.record(AnswerRecord(
                cardID: round.pair.cardID, direction: .learned, shown: "\(round.pair.learned) = \(round.shown)?",
                expected: round.isTrue ? "yes" : "no", given: given, verdict: right ? .correct : .wrong,
                answered: terminal.clock.now(), milliseconds: terminal.milliseconds(since: asked)))
            feedback(round, given: given, right: right)
            return right
        }
    }

    func feedback(_ round: GuessRound, given: String, right: Bool) {
        let style = terminal.style
        let pair = "\(Text.printable(round.pair.learned)) = \(Text.printable(round.pair.native))"
        if given.isEmpty {
            terminal.line(style.paint("  ⏱ too slow (\(Self.seconds(rules.seconds))): counted wrong; \(pair)", TextStyle.yellow))
        } else if right {
            terminal.line(style.paint("  ✔ right", TextStyle.green) + (round.isTrue ? "" : ": \(pair)"))
        } else {
            terminal.line(style.paint("  ✘ wrong: \(pair)", TextStyle.red))
        }
    }

    func report(_ game: GuessGame, sessionID: Int64) throws {
        terminal.line("")
        guard let end = game.end else {
            terminal.line("Game stopped: \(game.right) right, \(game.wrong) wrong (a stopped game does not count toward the best score).")
            return
        }
        let before = try store.games.best(.guess) ?? 0
        try store.games.save(GameScore(game: .guess, score: game.right, streak: game.bestStreak, right: game.right, wrong: game.wrong,
                                       played: terminal.clock.now(), sessionID: sessionID))
        let why = end == .answers ? "after \(rules.maximumAnswers) answers" : "\(rules.maximumWrong) wrong"
        terminal.line(terminal.style.bold("Game over (\(why)): \(game.right) right, \(game.wrong) wrong."))
        terminal.line("Best score: \(max(before, game.right)) right" + (game.right > before ? " (a new best!)" : ""))
    }

    static func yesOrNo(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "y", "yes": true
        case "n", "no": false
        default: nil
        }
    }
}
