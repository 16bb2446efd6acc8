import Support
import Model
import Store
/// Wordbuzz's game at a terminal: definitions of the level's words, four words to choose from,
/// until `rounds` questions are answered right or the learner stops; the score is kept.
@MainActor
public struct BuzzMatch {
    let terminal: any GameTerminal
    let store: FlashStore
    let definitions: Definitions
    let level: WordLevel
    let words: [String]

    public init(terminal: any GameTerminal, store: FlashStore, definitions: Definitions, level: WordLevel, words: [String]) throws {
        guard words.count >= BuzzQuestion.optionCount else { throw GameError.levelTooSmall(level) }
        (self.terminal, self.store, self.definitions, self.level, self.words) = (terminal, store, definitions, level, words)
    }

    public func run(rounds: Int, seed: UInt64) async throws -> GameOutcome {
        let quiz = try WordQuiz(terminal: terminal, store: store, kind: .buzz, seed: seed, rounds: rounds)
        let questions = rounds == 1 ? "1 question" : "\(rounds) questions"
        terminal.line("Buzz (\(level.rawValue)): \(questions), seed \(seed). Type the number or the word; :q stops.")
        var generator = SplitMix64(seed: seed)
        var deck = ShuffledDeck(words)
        while !quiz.game.isFinished {
            guard let question = await nextQuestion(&deck, using: &generator) else { throw definitions.unknown("the \(level.rawValue) words") }
            guard try quiz.ask(question) else { break }
        }
        let outcome = try quiz.finish()
        try report(quiz)
        return outcome
    }
}

private extension BuzzMatch {
    /// The next word of the deck that a provider can define, as a question.
    func nextQuestion(_ deck: inout ShuffledDeck<String>, using generator: inout SplitMix64) async -> BuzzQuestion? {
        for _ in words.indices {
            guard let word = deck.next(using: &generator) else { return nil }
            let options = BuzzQuestion.options(for: word, from: words, using: &generator)
            if let definition = await definitions.definition(of: word) {
                return BuzzQuestion(word: word, definition: definition, options: options)
            }
        }
        return nil
    }

    func report(_ quiz: WordQuiz) throws {
        let game = quiz.game
        terminal.line("")
        guard game.answeredRight + game.wrongAnswers > 0 else { return terminal.line("Game stopped before the first answer.") }
        let before = try store.games.bestStreak()
        try store.games.save(quiz.score(.buzz))
        let verb = quiz.ending == .completed ? "Game over" : "Game stopped"
        terminal.line(terminal.style.bold("\(verb): \(game.answeredRight) right, \(game.wrongAnswers) wrong, score \(game.score)."))
        terminal.line("Best streak this game: \(game.bestStreak) (\(game.highScore) points).")
        let record = game.bestStreak > before ? " (a new high score!)" : ""
        terminal.line("High score: \(BuzzGame.highScore(bestStreak: max(before, game.bestStreak)))\(record)")
    }
}
