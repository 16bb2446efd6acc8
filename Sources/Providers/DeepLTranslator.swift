import FoundationEssentials
import Model
import HTTP

/// DeepL API v2. Words go in JSON POSTs of at most 50, sent at the same time and put back in
/// order; the key travels in the Authorization header. A used-up quota (HTTP 456) is thrown as
/// ``ProviderError/quotaExceeded(provider:message:)``.
/// - SeeAlso: https://developers.deepl.com/docs/api-reference/translate
struct DeepLTranslator: BatchTranslator {
    /// The service for paid keys.
    static let proBaseURL = "https://api.deepl.com"
    /// The service for free keys, which end in ":fx".
    static let freeBaseURL = "https://api-free.deepl.com"
    /// The most texts DeepL accepts in one request.
    static let batchSize = 50

    /// "deepl", as in configuration and errors.
    let name = "deepl"
    let client: any HTTPClient
    let key: String
    let baseURL: String
    let timeout: Duration

    /// A translator using `key`; without `baseURL` it talks to the free or the paid service,
    /// as the key's ":fx" suffix says. `timeout` bounds each attempt.
    init(client: any HTTPClient, key: String, baseURL: String? = nil, timeout: Duration = .seconds(20)) {
        self.client = client
        self.key = key
        self.baseURL = baseURL ?? Self.defaultBaseURL(forKey: key)
        self.timeout = timeout
    }

    /// The free service for keys ending in ":fx", the paid one for the others.
    static func defaultBaseURL(forKey key: String) -> String {
        key.hasSuffix(":fx") ? freeBaseURL : proBaseURL
    }


    /// DeepL's code for a source language: "EN", "NB" for Norwegian.
    static func sourceCode(_ language: Language) -> String {
        language.code == "no" ? "NB" : language.code.uppercased()
    }

    /// DeepL's code for a target language, which must name a variant for English and Portuguese.
    static func targetCode(_ language: Language) -> String {
        switch language.code {
        case "en": "EN-US"
        case "pt": "PT-PT"
        default: sourceCode(language)
        }
    }
}

extension DeepLTranslator {
    struct Body: Encodable {
        let text: [String]
        let targetLanguage: String
        let sourceLanguage: String

        enum CodingKeys: String, CodingKey {
            case text, targetLanguage = "target_lang", sourceLanguage = "source_lang"
        }
    }

    struct Reply: Decodable {
        struct Item: Decodable { let text: String }
        let translations: [Item]
    }

    /// One batch; only an answer with a translation for every word is cached.
    func translateBatch(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        do {
            return try await client.fetch(try request(words, from: source, to: target), timeout: timeout) { response in
                guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(response.body)),
                      reply.translations.count == words.count
                else { throw ProviderError.malformedResponse(provider: name) }
                return reply.translations.map { Translation.cleaned($0.text) }
            }
        } catch let error as HTTPError where error.statusCode == 456 {
            guard case let .status(_, _, _, message, _) = error else { throw error }
            throw ProviderError.quotaExceeded(provider: name, message: message)
        }
    }

    func request(_ words: [String], from source: Language, to target: Language) throws -> HTTPRequest {
        let sourceCode = Self.sourceCode(source), targetCode = Self.targetCode(target)
        let body = try JSONEncoder().encode(Body(text: words, targetLanguage: targetCode, sourceLanguage: sourceCode))
        var request = HTTPRequest.post(
            baseURL + "/v2/translate", provider: name, body: Array(body),
            headers: ["Authorization": "DeepL-Auth-Key \(key)"])
        request.cacheKey = "\(name)|\(sourceCode)|\(targetCode)|" + words.joined(separator: "\n")
        request.apiKey = key
        return request
    }
}
