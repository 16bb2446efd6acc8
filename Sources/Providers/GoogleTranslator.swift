import FoundationEssentials
import Model
import HTTP

/// Google Cloud Translation v2 (Basic). Words go in form-encoded POSTs of at most 128, sent at
/// the same time and put back in order; the key travels in the form body.
/// - SeeAlso: https://cloud.google.com/translate/docs/reference/rest/v2/translate
struct GoogleTranslator: BatchTranslator {
    /// The real service.
    static let defaultBaseURL = "https://translation.googleapis.com"
    /// The most `q` values Google accepts in one request.
    static let batchSize = 128

    /// "google", as in configuration and errors.
    let name = "google"
    let client: any HTTPClient
    let key: String
    let baseURL: String
    let timeout: Duration

    /// A translator sending requests through `client` to `baseURL` (a loopback server in tests)
    /// with the API key `key`; `timeout` bounds each attempt.
    init(client: any HTTPClient, key: String, baseURL: String = defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.client = client
        self.key = key
        self.baseURL = baseURL
        self.timeout = timeout
    }

}

extension GoogleTranslator {
    struct Reply: Decodable {
        struct Data: Decodable { let translations: [Item] }
        struct Item: Decodable { let translatedText: String }
        let data: Data
    }

    /// One batch; only an answer with a translation for every word is cached.
    func translateBatch(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        try await client.fetch(request(words, from: source, to: target), timeout: timeout) { response in
            guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(response.body)),
                  reply.data.translations.count == words.count
            else { throw ProviderError.malformedResponse(provider: name) }
            return reply.data.translations.map { Translation.cleaned($0.translatedText) }
        }
    }

    func request(_ words: [String], from source: Language, to target: Language) -> HTTPRequest {
        let fields = words.map { ("q", $0) }
            + [("target", target.code), ("source", source.code), ("format", "text"), ("key", key)]
        var request = HTTPRequest.post(
            baseURL + "/language/translate/v2", provider: name, body: Array(HTTPQuery.encode(fields).utf8),
            contentType: "application/x-www-form-urlencoded")
        request.cacheKey = "\(name)|\(source.code)|\(target.code)|" + words.joined(separator: "\n")
        request.apiKey = key
        return request
    }
}
