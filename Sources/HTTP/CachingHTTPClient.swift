import FoundationEssentials

/// An ``HTTPClient`` that answers requests carrying a ``HTTPRequest/cacheKey`` from the
/// ``ResponseCaching`` cache when it can. A network answer is stored only when the provider accepts it
/// (``HTTPResponse/accept``) after parsing it, so a malformed body, an error page or an answer
/// one item short is asked for again next time; each batch is its own entry. dictd lookups go
/// through the same cache.
public final class CachingHTTPClient: HTTPClient, @unchecked Sendable {
    let inner: any HTTPClient
    let cache: any ResponseCaching

    public init(inner: any HTTPClient, cache: any ResponseCaching) {
        self.inner = inner
        self.cache = cache
    }

    public func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        guard let key = request.cacheKey else { return try await inner.execute(request, timeout: timeout) }
        return try await answer(for: key, provider: request.provider, url: request.url) {
            try await inner.execute(request, timeout: timeout)
        }
    }

    public func prepare() {
        inner.prepare()
    }

    /// A dictd reply for `url` from the cache, or from `lookUp` as a 200 whose body is the
    /// reply; as with ``execute(_:timeout:)``, it is kept only once the caller accepts it.
    package func lookUp(
        _ url: String, cacheKey: String, provider: String, _ lookUp: () async throws -> [UInt8]
    ) async throws -> HTTPResponse {
        try await answer(for: cacheKey, provider: provider, url: url) {
            HTTPResponse(status: 200, body: try await lookUp(), url: url)
        }
    }
}

private extension CachingHTTPClient {
    func answer(
        for cacheKey: String, provider: String, url: String, _ send: () async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let key = "\(provider)|\(cacheKey)"
        if let body = cache.body(for: key) {
            var cached = HTTPResponse(status: 200, body: body, url: url)
            cached.isCached = true
            cached.reject = { [cache] in cache.remove(key) }
            return cached
        }
        var response = try await send()
        if response.status == 200 {
            let body = response.body
            response.accept = { [cache] in cache.store(body, for: key, provider: provider, now: Date()) }
        }
        return response
    }
}
