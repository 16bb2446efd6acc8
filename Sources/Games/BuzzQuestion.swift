import Foundation

/// One question of Wordbuzz's game: a definition and four words, one of them right.
public struct BuzzQuestion: Sendable, Equatable {
    public let word: String
    /// The definition shown, with the word itself blanked out.
    public let definition: String
    /// The choices in the order shown; `word` is one of them.
    public let options: [String]

    init(word: String, definition: String, options: [String]) {
        self.word = word
        self.definition = Self.masking(word, in: definition)
        self.options = options
    }

    /// How many words a question offers.
    static let optionCount = 4

    /// `word` and up to three other words of `pool` (distinct ignoring case), shuffled.
    static func options(for word: String, from pool: [String], using generator: inout some RandomNumberGenerator) -> [String] {
        var seen: Set<String> = [word.lowercased()]
        let others = pool.shuffled(using: &generator).filter { seen.insert($0.lowercased()).inserted }
        return ([word] + others.prefix(optionCount - 1)).shuffled(using: &generator)
    }

    /// The index of the right option.
    public var answerIndex: Int { options.firstIndex(of: word) ?? 0 }

    /// The option the learner meant: its number (1-based) or its text, ignoring case; nil when
    /// the input is neither.
    func chosenIndex(_ input: String) -> Int? {
        let text = input.trimmingSpaces()
        if let number = Int(text) { return options.indices.contains(number - 1) ? number - 1 : nil }
        return options.firstIndex { $0.lowercased() == text.lowercased() }
    }

    /// The definition with every whole-word use of `word` replaced by "___", so that a
    /// dictionary that repeats the headword does not give the answer away.
    static func masking(_ word: String, in definition: String) -> String {
        guard !word.isEmpty else { return definition }
        let pattern = "\\b" + NSRegularExpression.escapedPattern(for: word) + "\\b"
        return definition.replacingOccurrences(of: pattern, with: "___", options: [.regularExpression, .caseInsensitive])
    }
}
