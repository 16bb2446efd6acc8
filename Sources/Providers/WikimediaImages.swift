import FoundationEssentials
import Support
import Model
import HTTP

/// Pictures from Wikimedia Commons through the MediaWiki API's file search (keyless; the
/// client's descriptive User-Agent is what Wikimedia asks for). Only PNG, JPEG, GIF and WebP
/// files are offered, since those are the formats flash stores.
/// - SeeAlso: https://www.mediawiki.org/wiki/API:Imageinfo
struct WikimediaImages: ImageProvider {
    /// Wikimedia Commons; the API is /w/api.php.
    static let defaultBaseURL = "https://commons.wikimedia.org"
    static let acceptedTypes: Set<String> = ["image/jpeg", "image/png", "image/gif", "image/webp"]

    let name = "wikimedia"
    let client: any HTTPClient
    let baseURL: String
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash).
    init(client: any HTTPClient, baseURL: String = WikimediaImages.defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.timeout = timeout
    }

    /// Up to `limit` pictures for `word`, in search order, with 400-pixel-wide thumbnails.
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        let query = Text.clean(word)
        guard limit > 0, !query.isEmpty else { return [] }
        // Drawings (SVG), scans (TIFF, PDF) and sounds are skipped, so ask for more than needed.
        let searchLimit = min(max(10, limit * 2), 50)
        let items = [
            ("action", "query"), ("format", "json"), ("formatversion", "2"), ("generator", "search"),
            ("gsrsearch", query), ("gsrnamespace", "6"), ("gsrlimit", String(searchLimit)),
            ("prop", "imageinfo"), ("iiprop", "url|mime"), ("iiurlwidth", "400"),
        ]
        var request = HTTPRequest.get(baseURL + "/w/api.php?" + HTTPQuery.encode(items), provider: name)
        request.cacheKey = "\(name)|\(query)|\(searchLimit)"
        // An error inside a 200 is thrown while the answer is checked, so it is never cached.
        let answer = try await client.imageAPI(request, decoding: Answer.self, timeout: timeout) { answer in
            guard let error = answer.error else { return }
            let message = [error.info, error.code.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            throw ImageProviderError.service(provider: name, message: Text.clean(message))
        }
        let pages = (answer.query?.pages ?? []).sorted { ($0.index ?? .max) < ($1.index ?? .max) }
        return Array(pages.compactMap(candidate).prefix(limit))
    }
}

private extension WikimediaImages {
    struct Answer: Decodable {
        struct Failure: Decodable { let code: String?, info: String? }
        struct Query: Decodable { let pages: [Page]? }
        let error: Failure?
        let query: Query?
    }

    struct Page: Decodable {
        struct Info: Decodable { let url: String?, thumburl: String?, mime: String? }
        let title: String?
        let index: Int?
        let imageinfo: [Info]?
    }

    func candidate(_ page: Page) -> ImageCandidate? {
        guard let info = page.imageinfo?.first, let mime = info.mime?.lowercased(), Self.acceptedTypes.contains(mime),
              let url = WebURL.web(info.thumburl) ?? WebURL.web(info.url) else { return nil }
        return ImageCandidate(url: url, credit: Self.credit(title: page.title), source: name)
    }

    /// "File:Golden retriever.jpg" -> "Golden retriever, Wikimedia Commons".
    static func credit(title: String?) -> String {
        var name = Text.clean(title ?? "")
        if name.hasPrefix("File:") { name.removeFirst(5) }
        if let dot = name.lastIndex(of: "."), name.distance(from: dot, to: name.endIndex) <= 5 { name = String(name[..<dot]) }
        return name.isEmpty ? "Wikimedia Commons" : "\(name), Wikimedia Commons"
    }
}
