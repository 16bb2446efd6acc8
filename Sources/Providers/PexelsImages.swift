import FoundationEssentials
import Support
import Model
import HTTP

/// Photos from Pexels' search API, which takes the key as the whole Authorization header.
/// - SeeAlso: https://www.pexels.com/api/documentation/#photos-search
struct PexelsImages: ImageProvider {
    /// Pexels' API.
    static let defaultBaseURL = "https://api.pexels.com"
    /// Pexels answers at most this many photos per page.
    static let maximumPerPage = 80

    let name = "pexels"
    let client: any HTTPClient
    let baseURL: String
    let key: String?
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash) with the API key `key`.
    init(client: any HTTPClient, baseURL: String = PexelsImages.defaultBaseURL, key: String?, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.key = key
        self.timeout = timeout
    }

    /// Up to `limit` photos for `word`.
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        let query = Text.clean(word)
        guard limit > 0, !query.isEmpty else { return [] }
        guard let key, !key.isEmpty else { throw ImageProviderError.missingKey(provider: name) }
        let perPage = min(limit, Self.maximumPerPage)
        let items = [("query", query), ("per_page", String(perPage))]
        var request = HTTPRequest.get(baseURL + "/v1/search?" + HTTPQuery.encode(items), provider: name, headers: ["Authorization": key])
        request.cacheKey = "\(name)|\(query)|\(perPage)"
        request.apiKey = key
        let page = try await client.imageAPI(request, decoding: SearchPage.self, timeout: timeout)
        return Array(page.photos.compactMap(candidate).prefix(limit))
    }
}

private extension PexelsImages {
    struct SearchPage: Decodable {
        let photos: [Photo]
    }

    struct Photo: Decodable {
        struct Sources: Decodable { let medium: String?, tiny: String? }
        let src: Sources?
        let photographer: String?
    }

    func candidate(_ photo: Photo) -> ImageCandidate? {
        guard let url = WebURL.web(photo.src?.medium) else { return nil }
        let photographer = photo.photographer.map(Text.clean) ?? ""
        return ImageCandidate(
            url: url, thumbnail: WebURL.web(photo.src?.tiny),
            credit: photographer.isEmpty ? "Photo on Pexels" : "Photo by \(photographer) on Pexels", source: name)
    }
}
