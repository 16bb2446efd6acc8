/// A complete HTTP response: the final status after redirects, its headers and its body, and
/// what the response cache should do with it once the provider has read it.
public struct HTTPResponse: Sendable {
    /// The status code of the last response in the redirect chain.
    package var status: Int
    /// The header fields of the last response, looked up without regard to case.
    var headers: HTTPHeaders
    /// The body, already decompressed.
    public var body: [UInt8]
    /// The URL that answered, after redirects. It may carry the query, so never print it.
    package var url: String
    /// True when the answer came from the response cache rather than the network.
    public var isCached = false
    /// Keeps a network answer in the response cache. Providers call it once they have parsed and
    /// accepted the answer, so a malformed one is never kept; it does nothing for answers the
    /// cache does not concern. ``HTTPClient/fetch(_:timeout:read:)`` calls it for them.
    public var accept: @Sendable () -> Void = {}
    /// Forgets a cached answer the provider could not read, so the next request asks the network.
    public var reject: @Sendable () -> Void = {}

    /// A response with every field given.
    public init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = [], url: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// The body decoded as UTF-8, with invalid bytes replaced.
    var text: String { String(decoding: body, as: UTF8.self) }
}
