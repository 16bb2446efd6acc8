import FoundationEssentials
import Support
import Model
import HTTP

/// FreeDict dictionaries served by a local dictd, offline: one DEFINE per word over `dict://`,
/// eight in flight. An entry reads "house /haus/" then "casa", or numbered senses
/// ("1. calmarse, sosegarse"); the first word is the translation, the IPA between slashes the
/// pronunciation, and later words and senses the alternatives. Answers (a definition or "no
/// match") are cached like HTTP answers, so a rebuild sends no lookup again.
/// - SeeAlso: https://freedict.org and https://www.rfc-editor.org/rfc/rfc2229
struct FreeDictTranslator: TranslationProvider {
    /// A dictd on this machine, at the standard port.
    static let defaultBaseURL = "dict://127.0.0.1:2628"
    /// Words looked up at the same time.
    static let concurrentWords = 8
    /// FreeDict's three-letter codes, as in database names like fd-eng-spa.
    static let codes: [String: String] = [
        "ar": "ara", "bg": "bul", "ca": "cat", "cs": "ces", "da": "dan", "de": "deu", "el": "ell",
        "en": "eng", "eo": "epo", "es": "spa", "fi": "fin", "fr": "fra", "ga": "gle", "hi": "hin",
        "hr": "hrv", "hu": "hun", "id": "ind", "is": "isl", "it": "ita", "ja": "jpn", "la": "lat",
        "lt": "lit", "nb": "nob", "nl": "nld", "no": "nor", "pl": "pol", "pt": "por", "ro": "rom",
        "ru": "rus", "sk": "slk", "sl": "slv", "sr": "srp", "sv": "swe", "tr": "tur",
    ]

    /// "freedict", as in configuration and errors.
    let name = "freedict"
    let baseURL: String
    let timeout: Duration
    let fetch: @Sendable (_ url: String, _ cacheKey: String, _ timeout: Duration) async throws -> HTTPResponse

    /// A translator asking the dictd at `baseURL` through `client`, the one client that speaks
    /// `dict://`, keeping answers in `cache`'s response cache; `timeout` bounds each lookup.
    init(client: CurlClient, cache: CachingHTTPClient? = nil, baseURL: String = defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.init(baseURL: baseURL, timeout: timeout) { url, cacheKey, timeout in
            let lookUp = { try await client.fetchDICT(url: url, timeout: timeout, provider: "freedict") }
            guard let cache else { return HTTPResponse(status: 200, body: try await lookUp(), url: url) }
            return try await cache.lookUp(url, cacheKey: cacheKey, provider: "freedict", lookUp)
        }
    }

    /// A translator whose lookups go through `fetch`, which returns dictd's raw reply for a URL
    /// as the body of a response the translator accepts once it has read it.
    init(baseURL: String, timeout: Duration, fetch: @escaping @Sendable (String, String, Duration) async throws -> HTTPResponse) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.timeout = timeout
        self.fetch = fetch
    }

    /// The database for a pair of languages ("fd-eng-spa"), or nil when FreeDict has no codes for them.
    static func database(from source: Language, to target: Language) -> String? {
        guard let from = codes[source.code], let to = codes[target.code] else { return nil }
        return "fd-\(from)-\(to)"
    }

    /// Looks up every word; nil where the dictionary has no entry.
    func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        guard let database = Self.database(from: source, to: target) else {
            throw ProviderError.unsupportedLanguages(provider: name, source: source.code, target: target.code)
        }
        return try await ConcurrentBatches.map(words, batchSize: 1, limit: Self.concurrentWords) { batch in
            [try await lookUp(batch[0], in: database)]
        }
    }

    /// The translation in a headword's 151 blocks. The block whose first line names exactly
    /// `word` leads (else the first); other blocks count only when they share its pronunciation,
    /// because old databases file phrases under their first word with the phrase's IPA
    /// (fd-eng-spa: "house /haustʃɑːdʒ/ servicio" for "house charge").
    static func translation(of word: String, from definitions: [DICTReply.Definition]) -> Translation? {
        let entries = definitions.map { FreeDictEntry(lines: $0.lines) }.filter { !$0.words.isEmpty }
        let wanted = Text.clean(word).lowercased()
        guard let lead = entries.first(where: { $0.headword.lowercased() == wanted }) ?? entries.first else { return nil }
        let related = entries.filter { $0.ipa == lead.ipa || $0.ipa == nil || lead.ipa == nil }
        let words = lead.words + related.filter { $0 != lead }.flatMap(\.words)
        return Translation.cleaned(words[0], alternatives: Array(words.dropFirst()), ipa: lead.ipa)
    }
}

private extension FreeDictTranslator {
    func lookUp(_ word: String, in database: String) async throws -> Translation? {
        let trimmed = word.trimmingSpacesAndNewlines()
        guard !trimmed.isEmpty else { return nil }
        let response = try await fetch("\(baseURL)/d:\(HTTPQuery.escape(trimmed)):\(database)", "\(database)|\(trimmed)", timeout)
        let translation = try read(DICTReply.parse(response.body), word: trimmed, database: database)
        response.accept()
        return translation
    }

    /// The translation in a reply; dictd's errors and a reply cut short throw, so they are never cached.
    func read(_ reply: DICTReply?, word: String, database: String) throws -> Translation? {
        switch reply {
        case let .definitions(definitions)?: return Self.translation(of: word, from: definitions)
        case .noMatch?: return nil
        case .invalidDatabase?: throw ProviderError.missingDictionary(provider: name, database: database)
        case let .failure(code, message)?:
            throw ProviderError.dictionaryServer(provider: name, code: code, message: ProviderError.oneLine(message))
        case nil: throw ProviderError.malformedResponse(provider: name)
        }
    }
}
