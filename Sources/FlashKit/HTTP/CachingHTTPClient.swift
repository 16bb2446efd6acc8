import Foundation

/// An ``HTTPClient`` that answers requests carrying a ``HTTPRequest/cacheKey`` from the
/// ``ResponseCache`` when it can, and stores every successful answer there. It counts the
/// requests that really went out.
public final class CachingHTTPClient: HTTPClient, @unchecked Sendable {
    let inner: any HTTPClient
    let cache: ResponseCache
    private let lock = NSLock()
    private var sent = 0

    public init(inner: any HTTPClient, cache: ResponseCache) {
        self.inner = inner
        self.cache = cache
    }

    /// How many requests were sent rather than answered from the cache.
    public var requestsSent: Int { lock.withLock { sent } }

    /// Counts an image download made outside ``execute(_:timeout:)``'s cache.
    func countDownload() { lock.withLock { sent += 1 } }

    public func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        let key = request.cacheKey.map { "\(request.provider)|\($0)" }
        if let key, let body = cache.body(for: key) {
            return HTTPResponse(status: 200, headers: [:], body: body, url: request.url)
        }
        lock.withLock { sent += 1 }
        let response = try await inner.execute(request, timeout: timeout)
        if let key, response.status == 200 {
            cache.store(response.body, for: key, provider: request.provider, now: Date())
        }
        return response
    }
}

/// Downloads images through another downloader, keeping each image's bytes in the
/// ``ResponseCache`` under its URL so a rebuild downloads nothing again.
public struct CachingImageDownloader: ImageDownloading {
    let inner: any ImageDownloading
    let cache: ResponseCache
    let sent: @Sendable () -> Void

    public init(inner: any ImageDownloading, cache: ResponseCache, onDownload: @escaping @Sendable () -> Void = {}) {
        self.inner = inner
        self.cache = cache
        sent = onDownload
    }

    public func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        guard candidate.url.hasPrefix("http") else { return try await inner.bytes(for: candidate) }
        let key = "image|\(candidate.url)"
        if let bytes = cache.body(for: key) { return bytes }
        sent()
        let bytes = try await inner.bytes(for: candidate)
        cache.store(bytes, for: key, provider: "\(candidate.source) images", now: Date())
        return bytes
    }
}
