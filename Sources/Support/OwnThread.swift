import Foundation

/// Blocking work (waiting on another program, such as espeak-ng) run on a thread of its own,
/// so that it neither holds one of the few threads Swift's tasks share nor waits for them: on a
/// 2-core machine the work beside it goes on.
package enum OwnThread {
    package static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.start()
        }
    }
}
