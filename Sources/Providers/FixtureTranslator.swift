import Model
/// Translates from the fixture tables: offline, keyless and deterministic.
struct FixtureTranslator: TranslationProvider {
    let name = "fixtures"
    let tables: FixtureTables

    init(tables: FixtureTables) {
        self.tables = tables
    }

    func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        words.map { word in
            let found = tables.translations(of: word, from: source.code, to: target.code)
            guard let first = found.first else { return nil }
            return Translation(text: first, alternatives: Array(found.dropFirst()))
        }
    }
}
