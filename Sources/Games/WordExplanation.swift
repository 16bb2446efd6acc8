import Foundation
import Support
import Model
import Providers
import ListMaker

/// `flash word`: a word's entry, found by name or at random in a level, drawn as lines or JSON.
public struct WordExplanation: Sendable {
    let entry: WordEntry
    /// The level the word belongs to (or the one asked for).
    let level: WordLevel?

    /// The entry of the words given as one, or invalid input when they make no word, or a
    /// failure naming the providers asked.
    public static func named(_ words: [String], definitions: Definitions) async throws -> WordEntry {
        let word = Text.clean(words.joined(separator: " ")), limit = WordListParser.maximumItemLength
        guard !word.isEmpty, word.count <= limit, !words.contains(where: Text.containsControlCharacters) else {
            throw InvalidInput("a word has 1 to \(limit) characters and no control characters")
        }
        guard let entry = await definitions.entry(for: word) else { throw definitions.unknown("'\(Text.printable(word))'") }
        return entry
    }

    /// The first word of the level, in the seed's order, that a provider knows.
    public static func random(in words: [String], level: WordLevel, seed: UInt64, definitions: Definitions) async throws -> WordEntry {
        var generator = SplitMix64(seed: seed)
        for word in words.shuffled(using: &generator) {
            if let entry = await definitions.entry(for: word) { return entry }
        }
        throw definitions.unknown("the \(level.rawValue) words")
    }

    public init(entry: WordEntry, level: WordLevel?) {
        self.entry = entry
        self.level = level
    }

    /// The entry for a person: the word and its pronunciation, frequency, level and source, then
    /// each sense with its example and synonyms.
    public func lines(style: TextStyle) -> [String] {
        var title = style.bold(Text.printable(entry.word))
        if let ipa = entry.ipa { title += "  " + Text.printable(ipa.hasPrefix("/") || ipa.hasPrefix("[") ? ipa : "/\(ipa)/") }
        var facts: [String] = []
        if let band = entry.frequencyBand, let zipf = entry.frequency { facts.append("\(band) (Zipf \(String(format: "%.1f", zipf)))") }
        if let level { facts.append(level.rawValue) }
        facts.append("from \(entry.source)")
        var lines = [title, style.dim("  " + facts.joined(separator: " · "))]
        for (index, sense) in entry.senses.enumerated() {
            let part = sense.partOfSpeech.isEmpty ? "" : style.dim("(\(Text.printable(sense.partOfSpeech)))") + " "
            lines.append("  \(index + 1). \(part)\(Text.printable(sense.definition))")
            if let example = sense.example { lines.append("     “\(Text.printable(example))”") }
            if !sense.synonyms.isEmpty { lines.append(style.dim("     synonyms: " + sense.synonyms.map(Text.printable).joined(separator: ", "))) }
        }
        return lines
    }

    /// The entry for programs, with whether the word is a favourite.
    public func json(favourite: Bool) -> String {
        JSONOutput.encode(JSONEntry(word: entry.word, ipa: entry.ipa, frequency: entry.frequency, frequencyBand: entry.frequencyBand,
                                    level: level?.rawValue, senses: entry.senses, source: entry.source, favourite: favourite))
    }
}

private struct JSONEntry: Encodable {
    let word: String
    let ipa: String?
    let frequency: Double?
    let frequencyBand: String?
    let level: String?
    let senses: [WordEntry.Sense]
    let source: String
    let favourite: Bool
}
