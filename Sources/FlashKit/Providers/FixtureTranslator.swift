/// Translates from the fixture tables: offline, keyless and deterministic.
public struct FixtureTranslator: TranslationProvider {
    public let name = "fixtures"
    let tables: FixtureTables

    public init(tables: FixtureTables) {
        self.tables = tables
    }

    public func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        words.map { word in
            let found = tables.translations(of: word, from: source.code, to: target.code)
            guard let first = found.first else { return nil }
            return Translation(text: first, alternatives: Array(found.dropFirst()))
        }
    }
}
