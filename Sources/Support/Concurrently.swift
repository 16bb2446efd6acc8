import Foundation

/// Two pieces of blocking work run at once, where one mostly waits (on lt-proc) while the
/// other computes.
package enum Concurrently {
    /// The results of `first` and `second`, the second run on a thread of its own (so the two
    /// overlap however busy Dispatch's threads are); when both throw, the first's error.
    package static func both<First: Sendable, Second: Sendable>(_ first: () throws -> First,
                                                                _ second: @escaping @Sendable () throws -> Second) throws -> (First, Second) {
        nonisolated(unsafe) var secondResult: Result<Second, any Error>?
        let done = DispatchSemaphore(value: 0)
        Thread {
            secondResult = Result { try second() }
            done.signal()
        }.start()
        let firstResult = Result { try first() }
        done.wait()
        return (try firstResult.get(), try secondResult!.get())
    }
}
