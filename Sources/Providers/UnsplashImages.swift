import FoundationEssentials
import Support
import Model
import HTTP

/// Square-ish photos from Unsplash's search API. Unsplash wants a Client-ID key on every call,
/// the photographer credited, and a call to the photo's download_location when it is used.
/// - SeeAlso: https://unsplash.com/documentation#search-photos
struct UnsplashImages: ImageProvider {
    /// Unsplash's API.
    static let defaultBaseURL = "https://api.unsplash.com"
    /// Unsplash answers at most this many photos per page.
    static let maximumPerPage = 30

    let name = "unsplash"
    let client: any HTTPClient
    let baseURL: String
    let key: String?
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash) with the access key `key`.
    init(client: any HTTPClient, baseURL: String = UnsplashImages.defaultBaseURL, key: String?, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.key = key
        self.timeout = timeout
    }

    /// Up to `limit` photos for `word`; a word in another language than English is searched
    /// in that language (Unsplash's `lang`).
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        let query = Text.clean(word)
        guard limit > 0, !query.isEmpty else { return [] }
        let key = try requireKey()
        let perPage = min(limit, Self.maximumPerPage)
        var items = [("query", query), ("per_page", String(perPage)), ("orientation", "squarish"), ("content_filter", "high")]
        if language != .english { items.append(("lang", language.code)) }
        var request = HTTPRequest.get(baseURL + "/search/photos?" + HTTPQuery.encode(items), provider: name, headers: authorization(key))
        request.cacheKey = "\(name)|\(language.code)|\(query)|\(perPage)"
        request.apiKey = key
        let page = try await client.imageAPI(request, decoding: SearchPage.self, timeout: timeout)
        return Array(page.results.compactMap(candidate).prefix(limit))
    }

    /// Tells Unsplash that `candidate` is being used, by fetching its download_location with
    /// the key. Does nothing for candidates from elsewhere; refuses locations outside Unsplash's
    /// API, so the key never travels to another host.
    func registerDownload(_ candidate: ImageCandidate) async throws {
        guard candidate.source == name, let location = candidate.downloadLocation else { return }
        let key = try requireKey()
        let trusted = [baseURL, Self.defaultBaseURL].compactMap(WebURL.origin)
        guard let origin = WebURL.origin(of: location), trusted.contains(origin) else {
            throw ImageProviderError.untrustedURL(provider: name, host: HTTPErrorContext(provider: name, url: location).host)
        }
        var request = HTTPRequest.get(location, provider: name, headers: authorization(key))
        request.apiKey = key
        do {
            _ = try await client.execute(request, timeout: timeout)
        } catch let error as HTTPError {
            throw ImageProviderError.from(error)
        }
    }
}

private extension UnsplashImages {
    struct SearchPage: Decodable {
        let results: [Photo]
    }

    struct Photo: Decodable {
        struct URLs: Decodable { let small: String?, thumb: String? }
        struct Links: Decodable { let downloadLocation: String? }
        struct User: Decodable { let name: String? }
        let urls: URLs?
        let links: Links?
        let user: User?
    }

    func requireKey() throws -> String {
        guard let key, !key.isEmpty else { throw ImageProviderError.missingKey(provider: name) }
        return key
    }

    func authorization(_ key: String) -> HTTPHeaders {
        ["Authorization": "Client-ID \(key)"]
    }

    func candidate(_ photo: Photo) -> ImageCandidate? {
        guard let url = WebURL.web(photo.urls?.small) else { return nil }
        let photographer = photo.user?.name.map(Text.clean) ?? ""
        return ImageCandidate(
            url: url, thumbnail: WebURL.web(photo.urls?.thumb),
            credit: photographer.isEmpty ? "Photo on Unsplash" : "Photo by \(photographer) on Unsplash",
            source: name, downloadLocation: WebURL.web(photo.links?.downloadLocation))
    }
}
