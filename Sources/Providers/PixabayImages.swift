import FoundationEssentials
import Support
import Model
import HTTP

/// Photos from Pixabay's search API. The key travels in the query; errors come back as plain
/// text ("[ERROR 400] Invalid API key"), and Pixabay asks for answers to be cached for 24 hours.
/// - SeeAlso: https://pixabay.com/api/docs/
struct PixabayImages: ImageProvider {
    /// Pixabay's site; the API lives under /api/.
    static let defaultBaseURL = "https://pixabay.com"
    /// The languages Pixabay searches in (`lang`); others are searched as English.
    static let searchLanguages: Set<String> = [
        "bg", "cs", "da", "de", "el", "en", "es", "fi", "fr", "hu", "id", "it", "ja", "ko",
        "nl", "no", "pl", "pt", "ro", "ru", "sk", "sv", "th", "tr", "vi", "zh",
    ]

    let name = "pixabay"
    let client: any HTTPClient
    let baseURL: String
    let key: String?
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash) with the API key `key`.
    init(client: any HTTPClient, baseURL: String = PixabayImages.defaultBaseURL, key: String?, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.key = key
        self.timeout = timeout
    }

    /// Up to `limit` photos for `word`, searched in `language` when Pixabay knows it.
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        let query = String(Text.clean(word).prefix(100))
        guard limit > 0, !query.isEmpty else { return [] }
        guard let key, !key.isEmpty else { throw ImageProviderError.missingKey(provider: name) }
        let perPage = min(max(3, limit), 200)
        let lang = Self.searchLanguage(language)
        let items = [("key", key), ("q", query), ("lang", lang), ("image_type", "photo"), ("per_page", String(perPage))]
        var request = HTTPRequest.get(baseURL + "/api/?" + HTTPQuery.encode(items), provider: name)
        request.cacheKey = "\(name)|\(lang)|\(query)|\(perPage)"
        request.apiKey = key
        let page = try await client.imageAPI(request, decoding: SearchPage.self, timeout: timeout)
        return Array(page.hits.compactMap(candidate).prefix(limit))
    }
}

private extension PixabayImages {
    struct SearchPage: Decodable {
        let hits: [Hit]
    }

    struct Hit: Decodable {
        let previewURL: String?
        let webformatURL: String?
        let user: String?
    }

    static func searchLanguage(_ language: Language) -> String {
        let code = language.code == "nb" ? "no" : language.code
        return searchLanguages.contains(code) ? code : "en"
    }

    func candidate(_ hit: Hit) -> ImageCandidate? {
        guard let url = WebURL.web(hit.webformatURL) else { return nil }
        let user = hit.user.map(Text.clean) ?? ""
        return ImageCandidate(
            url: url, thumbnail: WebURL.web(hit.previewURL),
            credit: user.isEmpty ? "Pixabay" : "\(user) on Pixabay", source: name)
    }
}
