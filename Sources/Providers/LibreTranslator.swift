import FoundationEssentials
import Model
import HTTP

/// LibreTranslate, public or self-hosted. Words go in JSON POSTs of at most 50 asking for three
/// alternatives each, sent at the same time and put back in order; the optional key travels in
/// the body as `api_key`.
/// - SeeAlso: https://docs.libretranslate.com/guides/api_usage/
struct LibreTranslator: BatchTranslator {
    /// The public instance, which needs a key.
    static let defaultBaseURL = "https://libretranslate.com"
    /// Words sent in one request.
    static let batchSize = 50
    /// Alternatives asked for each word.
    static let alternativesWanted = 3

    /// "libretranslate", as in configuration and errors.
    let name = "libretranslate"
    let client: any HTTPClient
    let key: String?
    let baseURL: String
    let timeout: Duration

    /// A translator talking to `baseURL` (a self-hosted server needs no `key`); `timeout`
    /// bounds each attempt.
    init(client: any HTTPClient, key: String? = nil, baseURL: String = defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.client = client
        self.key = key.flatMap { $0.isEmpty ? nil : $0 }
        self.baseURL = baseURL
        self.timeout = timeout
    }

}

extension LibreTranslator {
    struct Body: Encodable {
        let q: [String]
        let source: String
        let target: String
        let format = "text"
        let alternatives = LibreTranslator.alternativesWanted
        let key: String?

        enum CodingKeys: String, CodingKey { case q, source, target, format, alternatives, key = "api_key" }
    }

    /// A batch answer; a server may also answer a one-word batch with plain strings.
    struct Reply: Decodable {
        let translatedText: [String]
        let alternatives: [[String]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let texts = try? container.decode([String].self, forKey: .translatedText) {
                translatedText = texts
                alternatives = try container.decodeIfPresent([[String]].self, forKey: .alternatives) ?? []
            } else {
                translatedText = [try container.decode(String.self, forKey: .translatedText)]
                alternatives = [try container.decodeIfPresent([String].self, forKey: .alternatives) ?? []]
            }
        }

        enum CodingKeys: String, CodingKey { case translatedText, alternatives }
    }

    /// One batch; only an answer with a translation for every word is cached.
    func translateBatch(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        try await client.fetch(try request(words, from: source, to: target), timeout: timeout) { response in
            guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(response.body)),
                  reply.translatedText.count == words.count
            else { throw ProviderError.malformedResponse(provider: name) }
            return reply.translatedText.indices.map { index in
                let alternatives = index < reply.alternatives.count ? reply.alternatives[index] : []
                return Translation.cleaned(reply.translatedText[index], alternatives: alternatives)
            }
        }
    }

    func request(_ words: [String], from source: Language, to target: Language) throws -> HTTPRequest {
        let body = try JSONEncoder().encode(Body(q: words, source: source.code, target: target.code, key: key))
        var request = HTTPRequest.post(baseURL + "/translate", provider: name, body: Array(body))
        request.cacheKey = "\(name)|\(source.code)|\(target.code)|" + words.joined(separator: "\n")
        request.apiKey = key
        return request
    }
}
