import FlashKit
import Foundation
@testable import HTTP

/// A retry policy's sleeper that returns at once and remembers every wait it was asked for,
/// with the jitter fixed at the middle of its range, on a clock that moves only by those waits.
final class HTTPSleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []
    private let start = ContinuousClock.now

    /// The waits asked for, in order.
    var durations: [Duration] { lock.withLock { recorded } }

    /// Four tries from 0.5 s, never sleeping.
    var policy: RetryPolicy {
        RetryPolicy(sleep: { duration in self.lock.withLock { self.recorded.append(duration) } }, jitter: { 0.5 },
                    now: { self.lock.withLock { self.recorded.reduce(self.start, +) } })
    }
}
