import FoundationEssentials
import Support
import Model
import HTTP

/// FreeDict dictionaries served by a local dictd, offline: one DEFINE per word over `dict://`,
/// eight in flight. An entry reads "house /haus/" then "casa", or numbered senses
/// ("1. calmarse, sosegarse"); the IPA between slashes is the pronunciation. The entries are
/// ranked as the offline chain ranks the same FreeDict files (truncated phrase entries such as
/// "water /wˈɔːtə/ acuarela" left out, squashed phrases spaced again), and the other words stay
/// candidates: one dictionary confirms no alternative. Answers (a definition or "no match") are
/// cached like HTTP answers, so a rebuild sends no lookup again.
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
    /// The installed data that ranks the answers (WordNet, the target's analyser, wordfreq); nil
    /// ranks them on FreeDict's own structure alone.
    var rankingData: OfflineTranslator.Paths?
    var environment: [String: String] = [:]

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
        let definitions = try await ConcurrentBatches.map(words, batchSize: 1, limit: Self.concurrentWords) { batch in
            [try await lookUp(batch[0], in: database)]
        }
        var entries: [String: [FreeDictEntry]] = [:]
        for (word, found) in zip(words, definitions) {
            let kept = found.map { FreeDictEntry(lines: $0.lines) }.filter { !$0.words.isEmpty }
            if !kept.isEmpty { entries[Text.clean(word).lowercased(), default: kept] = kept }
        }
        let ranked = try OfflineLookup.rank(words, entries: entries, from: source, to: target, paths: rankingData, environment: environment)
        return zip(words, ranked).map { word, translation in
            guard var translation else { return nil }
            translation.ipa = Self.pronunciation(of: word, in: entries[Text.clean(word).lowercased()] ?? [])
            return translation
        }
    }

    /// The word's IPA: the entry naming exactly the word leads (else the first entry).
    static func pronunciation(of word: String, in entries: [FreeDictEntry]) -> String? {
        let wanted = Text.clean(word).lowercased()
        let kept = TruncatedEntryFilter.keep(entries, ownIPA: nil)
        return (kept.first { $0.headword.lowercased() == wanted } ?? kept.first)?.ipa.map(Text.clean)
    }
}

private extension FreeDictTranslator {
    func lookUp(_ word: String, in database: String) async throws -> [DICTReply.Definition] {
        let trimmed = word.trimmingSpacesAndNewlines()
        guard !trimmed.isEmpty else { return [] }
        let response = try await fetch("\(baseURL)/d:\(HTTPQuery.escape(trimmed)):\(database)", "\(database)|\(trimmed)", timeout)
        let translation = try read(DICTReply.parse(response.body), word: trimmed, database: database)
        response.accept()
        return translation
    }

    /// The definitions in a reply; dictd's errors and a reply cut short throw, so they are never cached.
    func read(_ reply: DICTReply?, word: String, database: String) throws -> [DICTReply.Definition] {
        switch reply {
        case let .definitions(definitions)?: return definitions
        case .noMatch?: return []
        case .invalidDatabase?: throw ProviderError.missingDictionary(provider: name, database: database)
        case let .failure(code, message)?:
            throw ProviderError.dictionaryServer(provider: name, code: code, message: ProviderError.oneLine(message))
        case nil: throw ProviderError.malformedResponse(provider: name)
        }
    }
}
