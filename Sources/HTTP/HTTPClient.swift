/// Something that performs HTTP requests: ``CurlClient`` in the tool, a fake in tests. Providers
/// take one through their initialisers, so they never see libcurl.
public protocol HTTPClient: Sendable {
    /// Performs `request`, retrying where that is safe, and returns the final 2xx or 3xx
    /// response; every other outcome throws an ``HTTPError``. `timeout` bounds each attempt.
    /// A caching client keeps the answer only when the caller calls its ``HTTPResponse/accept``
    /// (``fetch(_:timeout:read:)`` does once the answer is read).
    func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse

    /// Readies what the first request needs, without waiting for it, for a caller that knows a
    /// request will follow and has local work to do meanwhile. Nothing by default.
    func prepare()
}

extension HTTPClient {
    public func prepare() {}
}
