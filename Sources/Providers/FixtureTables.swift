import FoundationEssentials
import Support

/// The translation tables under Fixtures/translations (`en-es.tsv`: English TAB Spanish, either
/// side holding alternatives separated by " / "), indexed both ways.
struct FixtureTables: Sendable {
    /// For a language pair, every word (lower-cased) to its translations, best first.
    private var index: [LanguagePair: [String: [String]]] = [:]

    struct LanguagePair: Hashable {
        let source: String
        let target: String
    }

    /// Loads every `xx-yy.tsv` file in `directory`; a missing directory gives empty tables.
    init(directory: URL) {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files.sorted() where file.hasSuffix(".tsv") {
            let codes = file.dropLast(4).split(separator: "-").map(String.init)
            guard codes.count == 2, let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { continue }
            load(text, source: codes[0], target: codes[1])
        }
    }

    /// The translations of `word`, directly or through English when no table links the pair.
    func translations(of word: String, from source: String, to target: String) -> [String] {
        if let direct = lookup(word, LanguagePair(source: source, target: target)) { return direct }
        guard source != "en", target != "en" else { return [] }
        let english = lookup(word, LanguagePair(source: source, target: "en")) ?? []
        var seen = Set<String>()
        return english.flatMap { translations(of: $0, from: "en", to: target) }.filter { seen.insert($0.lowercased()).inserted }
    }

    /// True when any table covers both languages (directly or through English).
    func covers(_ source: String, _ target: String) -> Bool {
        let languages = Set(index.keys.flatMap { [$0.source, $0.target] })
        return languages.contains(source) && languages.contains(target)
    }
}

private extension FixtureTables {
    mutating func load(_ text: String, source: String, target: String) {
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2 else { continue }
            let left = Self.variants(columns[0]), right = Self.variants(columns[1])
            guard !left.isEmpty, !right.isEmpty else { continue }
            for word in left { add(word, right, LanguagePair(source: source, target: target)) }
            for word in right { add(word, left, LanguagePair(source: target, target: source)) }
        }
    }

    mutating func add(_ word: String, _ translations: [String], _ pair: LanguagePair) {
        var existing = index[pair, default: [:]][word.lowercased(), default: []]
        for translation in translations where !existing.contains(translation) { existing.append(translation) }
        index[pair, default: [:]][word.lowercased()] = existing
    }

    static func variants(_ column: Substring) -> [String] {
        column.split(separator: "/").map { Text.clean(String($0)) }.filter { !$0.isEmpty }
    }

    /// Exact (ignoring case), then without a leading "to " or article-like particle.
    func lookup(_ word: String, _ pair: LanguagePair) -> [String]? {
        guard let table = index[pair] else { return nil }
        let key = Text.clean(word).lowercased()
        if let found = table[key] { return found }
        if key.hasPrefix("to "), let found = table[String(key.dropFirst(3))] { return found }
        return []
    }
}
