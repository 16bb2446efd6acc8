import FoundationEssentials
import Support

/// Wordbuzz's difficulty levels, each a word list in `Fixtures/levels/<level>.txt`.
public enum WordLevel: String, Sendable, Codable, CaseIterable {
    case beginner, intermediate, advanced, expert

    /// The level's words in file order: one per line, blank lines and `#` comments skipped,
    /// duplicates (ignoring case) dropped.
    package func words(fixtures: URL) throws -> [String] {
        let file = fixtures.appendingPathComponent("levels/\(rawValue).txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        return Self.parse(text)
    }

    static func parse(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split(whereSeparator: \.isNewline).map { Text.clean(String($0)) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") && seen.insert($0.lowercased()).inserted }
    }

    /// Every level's words, for looking up which level a word belongs to.
    public static func all(fixtures: URL) throws -> [WordLevel: [String]] {
        var levels: [WordLevel: [String]] = [:]
        for level in allCases { levels[level] = try level.words(fixtures: fixtures) }
        return levels
    }

    /// The first level whose list holds `word` (ignoring case).
    public static func level(of word: String, in levels: [WordLevel: [String]]) -> WordLevel? {
        let key = word.lowercased()
        return allCases.first { levels[$0]?.contains { $0.lowercased() == key } == true }
    }
}
