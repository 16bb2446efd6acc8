/// One HTTP request to a provider: what to send, how much may come back, and whom it is for.
/// The provider label appears in errors and selects the concurrency limit.
public struct HTTPRequest: Sendable {
    /// The methods flash needs.
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    /// The largest API response accepted by default: 2 MB.
    public static let apiBodyLimit = 2 * 1024 * 1024
    /// The largest image accepted: 10 MB.
    package static let imageBodyLimit = 10 * 1024 * 1024

    /// GET or POST.
    var method: Method
    /// An absolute http or https URL, query included.
    public var url: String
    /// Header fields sent with the request (User-Agent and Accept-Encoding are added by the client).
    var headers: HTTPHeaders
    /// The request body; sent only with POST.
    var body: [UInt8]
    /// The transfer is aborted as soon as the response body grows past this many bytes.
    var maxBodySize: Int
    /// The provider's short name ("google", "unsplash"), used in errors and for concurrency limits.
    package var provider: String
    /// What identifies this request in the response cache, set by providers and never holding a
    /// key or token; nil means the response is not cached.
    public var cacheKey: String?
    /// The API key the request carries (in its body, a header or the query), set by providers.
    /// The client never sends such a request to another origin, redirects included, and blanks
    /// the key out of every error and answer.
    package var apiKey: String?

    /// A request with every field given; the body limit defaults to ``apiBodyLimit``.
    public init(
        method: Method = .get, url: String, headers: HTTPHeaders = [:], body: [UInt8] = [],
        maxBodySize: Int = HTTPRequest.apiBodyLimit, provider: String
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.maxBodySize = maxBodySize
        self.provider = provider
    }

    /// A GET request for `url`.
    public static func get(
        _ url: String, provider: String, headers: HTTPHeaders = [:], maxBodySize: Int = apiBodyLimit
    ) -> HTTPRequest {
        HTTPRequest(url: url, headers: headers, maxBodySize: maxBodySize, provider: provider)
    }

    /// A POST request sending `body` as `contentType` (JSON unless told otherwise).
    package static func post(
        _ url: String, provider: String, body: [UInt8], contentType: String = "application/json",
        headers: HTTPHeaders = [:]
    ) -> HTTPRequest {
        var headers = headers
        headers.set("Content-Type", contentType)
        return HTTPRequest(method: .post, url: url, headers: headers, body: body, provider: provider)
    }
}
