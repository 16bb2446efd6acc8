import FoundationEssentials
import Support

/// Where a quiz's questions come from: buzz deals the level's words in a seeded order and asks
/// the providers for each definition as it goes; the day's challenge has its questions ready.
enum QuizQuestions: Sendable {
    case buzz(BuzzDeck)
    case daily(day: String, questions: [BuzzQuestion], asked: Int)

    /// The next question, or nil when a daily challenge has none left.
    nonisolated(nonsending) mutating func next() async throws -> BuzzQuestion? {
        switch self {
        case .buzz(var deck):
            let question = try await deck.next()
            self = .buzz(deck)
            return question
        case let .daily(day, questions, asked):
            guard asked < questions.count else { return nil }
            self = .daily(day: day, questions: questions, asked: asked + 1)
            return questions[asked]
        }
    }

    /// The challenge's day, for daily games.
    var day: String? {
        if case .daily(let day, _, _) = self { return day }
        return nil
    }
}

/// Buzz's words in a seeded order, each asked with three others once a provider defines it.
struct BuzzDeck: Sendable {
    let words: [String]
    /// What the words are, for the failure when none is defined ("the beginner words").
    let what: String
    let definitions: Definitions
    private var deck: ShuffledDeck<String>
    private var generator: SplitMix64

    init(words: [String], what: String, seed: UInt64, definitions: Definitions) {
        (self.words, self.what, self.definitions) = (words, what, definitions)
        deck = ShuffledDeck(words)
        generator = SplitMix64(seed: seed)
    }

    /// The next word of the deck that a provider can define, as a question.
    nonisolated(nonsending) mutating func next() async throws -> BuzzQuestion {
        for _ in words.indices {
            guard let word = deck.next(using: &generator) else { break }
            let options = BuzzQuestion.options(for: word, from: words, using: &generator)
            if let definition = await definitions.definition(of: word) {
                return BuzzQuestion(word: word, definition: definition, options: options)
            }
        }
        throw definitions.unknown(what)
    }
}
