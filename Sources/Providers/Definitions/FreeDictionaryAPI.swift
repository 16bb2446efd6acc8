import FoundationEssentials
import Support
import Model
import HTTP

/// English definitions, examples, synonyms and IPA from the keyless Free Dictionary API.
/// - SeeAlso: https://dictionaryapi.dev
struct FreeDictionaryAPI: DefinitionProvider {
    /// The public service.
    static let defaultBaseURL = "https://api.dictionaryapi.dev"

    let name = "dictionaryapi"
    let client: any HTTPClient
    let baseURL: String
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash).
    init(client: any HTTPClient, baseURL: String = FreeDictionaryAPI.defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.timeout = timeout
    }

    /// The entry for an English word; nil for other languages and for words the service does
    /// not know (its 404 "No Definitions Found").
    func entry(for word: String, language: Language) async throws -> WordEntry? {
        let query = Text.clean(word)
        guard language == .english, !query.isEmpty else { return nil }
        var request = HTTPRequest.get(baseURL + "/api/v2/entries/en/" + HTTPQuery.escape(query), provider: name)
        request.cacheKey = "\(name)|en|\(query)"
        do {
            // Only an answer in the documented shape is cached.
            return try await client.fetch(request, timeout: timeout) { response in
                guard response.status == 200, let entries = try? JSONDecoder().decode([Entry].self, from: Data(response.body)) else {
                    throw DefinitionError.malformedResponse(provider: name)
                }
                return Self.merge(entries, source: name)
            }
        } catch let error as HTTPError where error.statusCode == 404 {
            return nil
        }
    }
}

private extension FreeDictionaryAPI {
    struct Entry: Decodable {
        struct Phonetic: Decodable { let text: String? }
        struct Meaning: Decodable {
            let partOfSpeech: String?
            let definitions: [Definition]?
            let synonyms: [String]?
        }
        struct Definition: Decodable {
            let definition: String?
            let example: String?
            let synonyms: [String]?
        }
        let word: String?
        let phonetic: String?
        let phonetics: [Phonetic]?
        let meanings: [Meaning]?
    }

    /// One entry from the service's list of homographs: their senses in order, the first IPA.
    static func merge(_ entries: [Entry], source: String) -> WordEntry? {
        let senses = entries.flatMap { ($0.meanings ?? []).flatMap(Self.senses(of:)) }
        guard let word = entries.compactMap({ $0.word.map(Text.clean) }).first(where: { !$0.isEmpty }), !senses.isEmpty else { return nil }
        let spellings = entries.flatMap { [$0.phonetic] + ($0.phonetics ?? []).map(\.text) }
        let ipa = spellings.compactMap { $0.map(Text.clean) }.first { !$0.isEmpty }
        return WordEntry(word: word, ipa: ipa, senses: senses, source: source)
    }

    /// A meaning's definitions; the meaning's own synonyms go with its first definition.
    static func senses(of meaning: Entry.Meaning) -> [WordEntry.Sense] {
        let partOfSpeech = Text.clean(meaning.partOfSpeech ?? "")
        let definitions = (meaning.definitions ?? []).filter { !Text.clean($0.definition ?? "").isEmpty }
        return definitions.enumerated().map { index, definition in
            let shared = index == 0 ? meaning.synonyms ?? [] : []
            var synonyms: [String] = []
            for synonym in (definition.synonyms ?? []) + shared {
                let clean = Text.clean(synonym)
                if !clean.isEmpty, !synonyms.contains(clean) { synonyms.append(clean) }
            }
            let example = definition.example.map(Text.clean).flatMap { $0.isEmpty ? nil : $0 }
            return WordEntry.Sense(
                partOfSpeech: partOfSpeech, definition: Text.clean(definition.definition ?? ""), example: example, synonyms: synonyms)
        }
    }
}
