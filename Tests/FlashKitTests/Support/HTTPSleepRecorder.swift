import FlashKit
import Foundation
@testable import HTTP

/// A retry policy's sleeper that returns at once and remembers every wait it was asked for,
/// with the jitter fixed at the middle of its range.
final class HTTPSleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    /// The waits asked for, in order.
    var durations: [Duration] { lock.withLock { recorded } }

    /// Four tries from 0.5 s, never sleeping.
    var policy: RetryPolicy {
        RetryPolicy(sleep: { duration in self.lock.withLock { self.recorded.append(duration) } }, jitter: { 0.5 })
    }
}
