import FoundationEssentials
import Support
import Model
import HTTP

/// Openly licensed pictures through Openverse's keyless API; each is credited to its creator
/// with its licence ("by Ana, CC BY 2.0"). Anonymous callers get at most 20 per page.
/// - SeeAlso: https://api.openverse.org/v1/#tag/images/operation/images_search
struct OpenverseImages: ImageProvider {
    /// Openverse's API.
    static let defaultBaseURL = "https://api.openverse.org"
    /// The largest page an anonymous caller may ask for.
    static let maximumPageSize = 20

    let name = "openverse"
    let client: any HTTPClient
    let baseURL: String
    let timeout: Duration

    /// A provider asking `baseURL` (without a trailing slash).
    init(client: any HTTPClient, baseURL: String = OpenverseImages.defaultBaseURL, timeout: Duration = .seconds(20)) {
        self.client = client
        self.baseURL = WebURL.base(baseURL)
        self.timeout = timeout
    }

    /// Up to `limit` pictures for `word`.
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        let query = Text.clean(word)
        guard limit > 0, !query.isEmpty else { return [] }
        let pageSize = min(limit, Self.maximumPageSize)
        let items = [("q", query), ("page_size", String(pageSize))]
        var request = HTTPRequest.get(baseURL + "/v1/images/?" + HTTPQuery.encode(items), provider: name)
        request.cacheKey = "\(name)|\(query)|\(pageSize)"
        let page = try await client.imageAPI(request, decoding: SearchPage.self, timeout: timeout)
        return Array(page.results.compactMap(candidate).prefix(limit))
    }

    /// "CC BY 2.0", "CC0 1.0", "Public Domain Mark 1.0" from Openverse's licence code and version.
    static func licenceName(_ code: String?, version: String?) -> String? {
        guard let code = code.map(Text.clean), !code.isEmpty else { return nil }
        let name = switch code.lowercased() {
        case "cc0": "CC0"
        case "pdm": "Public Domain Mark"
        default: "CC " + code.uppercased()
        }
        guard let version = version.map(Text.clean), !version.isEmpty else { return name }
        return "\(name) \(version)"
    }
}

private extension OpenverseImages {
    struct SearchPage: Decodable {
        let results: [Result]
    }

    struct Result: Decodable {
        let url: String?
        let thumbnail: String?
        let creator: String?
        let license: String?
        let licenseVersion: String?
    }

    func candidate(_ result: Result) -> ImageCandidate? {
        guard let url = WebURL.web(result.url) else { return nil }
        let creator = result.creator.map(Text.clean).flatMap { $0.isEmpty ? nil : "by \($0)" }
        let parts = [creator, Self.licenceName(result.license, version: result.licenseVersion)].compactMap { $0 }
        return ImageCandidate(
            url: url, thumbnail: WebURL.web(result.thumbnail),
            credit: parts.isEmpty ? "Openverse" : parts.joined(separator: ", "), source: name)
    }
}
