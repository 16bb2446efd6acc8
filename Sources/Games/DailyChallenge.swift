import FoundationEssentials
import Support
import Model

/// The day's challenge: five words with their options, chosen from every level by a generator
/// seeded with the local calendar day, so every profile gets the same words on the same day.
struct DailyChallenge: Sendable, Equatable {
    static let wordCount = 5

    /// One word of the challenge and the options it is asked with.
    struct Word: Sendable, Equatable {
        public let word: String
        let level: WordLevel
        let options: [String]
    }

    /// The day, "YYYY-MM-DD".
    let day: String
    let words: [Word]

    /// The challenge of `day` drawn from `levels` (each level's words in file order).
    init(day: String, levels: [WordLevel: [String]]) {
        self.day = day
        var generator = SplitMix64(seed: Self.seed(for: day))
        var seen = Set<String>()
        let pool = WordLevel.allCases.flatMap { level in (levels[level] ?? []).map { (word: $0, level: level) } }
            .filter { seen.insert($0.word.lowercased()).inserted }
        let chosen = pool.shuffled(using: &generator).prefix(Self.wordCount)
        words = chosen.map { entry in
            let options = BuzzQuestion.options(for: entry.word, from: levels[entry.level] ?? [], using: &generator)
            return Word(word: entry.word, level: entry.level, options: options)
        }
    }

    /// A stable seed for a day (FNV-1a of its text): Swift's own hashing changes every run.
    static func seed(for day: String) -> UInt64 {
        FNV1a.hash("flash daily \(day)".utf8)
    }
}
