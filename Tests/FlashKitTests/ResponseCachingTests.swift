import Foundation
import Testing
@testable import HTTP

/// The caching client needs only a ``ResponseCaching``: an in-memory one serves it as well as
/// the store's, so HTTP depends on no database.
@Suite struct ResponseCachingTests {
    final class MemoryCache: ResponseCaching, @unchecked Sendable {
        private let lock = NSLock()
        private var bodies: [String: [UInt8]] = [:]

        func body(for key: String) -> [UInt8]? { lock.withLock { bodies[key] } }
        func store(_ body: [UInt8], for key: String, provider: String, now: Date) { lock.withLock { bodies[key] = body } }
        func remove(_ key: String) { _ = lock.withLock { bodies.removeValue(forKey: key) } }
        var keys: [String] { lock.withLock { bodies.keys.sorted() } }
    }

    final class CountingClient: HTTPClient, @unchecked Sendable {
        private let lock = NSLock()
        private var sent = 0
        var count: Int { lock.withLock { sent } }

        func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
            let number = lock.withLock { sent += 1; return sent }
            return HTTPResponse(status: 200, body: Array("answer \(number)".utf8), url: request.url)
        }
    }

    func request() -> HTTPRequest {
        var request = HTTPRequest(url: "http://127.0.0.1:9/translate", provider: "fake")
        request.cacheKey = "dog|es"
        return request
    }

    @Test func anAcceptedAnswerIsServedFromTheCacheAndARejectedOneIsAskedAgain() async throws {
        let cache = MemoryCache(), inner = CountingClient()
        let client = CachingHTTPClient(inner: inner, cache: cache)
        let first = try await client.execute(request(), timeout: .seconds(1))
        #expect(cache.keys.isEmpty, "nothing is kept before the caller accepts it")
        first.accept()
        #expect(cache.keys == ["fake|dog|es"])
        let cached = try await client.execute(request(), timeout: .seconds(1))
        #expect(cached.isCached && cached.body == Array("answer 1".utf8) && inner.count == 1)
        cached.reject()
        let again = try await client.execute(request(), timeout: .seconds(1))
        #expect(!again.isCached && again.body == Array("answer 2".utf8) && inner.count == 2)
    }
}
