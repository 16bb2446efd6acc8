import FlashTestSupport
import Foundation

/// Loopback responses handed out in order, one per request; the last one repeats.
final class HTTPScript: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [LoopbackResponse]

    init(_ responses: LoopbackResponse...) {
        remaining = responses
    }

    func next(_ request: LoopbackRequest) -> LoopbackResponse {
        lock.withLock { remaining.count > 1 ? remaining.removeFirst() : remaining[0] }
    }
}
