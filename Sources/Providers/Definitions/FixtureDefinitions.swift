import FoundationEssentials
import Support
import Model

/// Offline definitions from the fixture tables `definitions/<language>.tsv` (columns: word,
/// IPA, Zipf frequency, part of speech, definition, example; `#` starts a comment). A word on
/// two lines has two senses.
struct FixtureDefinitions: DefinitionProvider {
    let name = "fixtures"
    /// For each language code, every word (lower-cased) to its entry.
    private let entries: [String: [String: WordEntry]]

    /// Loads every table under `fixtures/definitions`; a missing folder gives no entries.
    init(fixtures: URL) {
        let directory = fixtures.appendingPathComponent("definitions")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var entries: [String: [String: WordEntry]] = [:]
        for file in files.sorted() where file.hasSuffix(".tsv") {
            guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { continue }
            entries[String(file.dropLast(4)).lowercased()] = Self.parse(text, source: name)
        }
        self.entries = entries
    }

    /// The table's entry for `word`, compared without regard to case.
    func entry(for word: String, language: Language) async throws -> WordEntry? {
        entries[language.code]?[Text.clean(word).lowercased()]
    }

    /// Every word of one table to its entry.
    static func parse(_ text: String, source: String) -> [String: WordEntry] {
        var table: [String: WordEntry] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map { Text.clean(String($0)) }
            guard columns.count >= 5, !columns[0].isEmpty, !columns[4].isEmpty else { continue }
            let sense = WordEntry.Sense(
                partOfSpeech: columns[3], definition: columns[4], example: columns.count > 5 && !columns[5].isEmpty ? columns[5] : nil)
            let key = columns[0].lowercased()
            var entry = table[key] ?? WordEntry(word: columns[0], senses: [], source: source)
            entry.ipa = entry.ipa ?? (columns[1].isEmpty ? nil : columns[1])
            entry.frequency = entry.frequency ?? Double(columns[2])
            entry.senses.append(sense)
            table[key] = entry
        }
        return table
    }
}
