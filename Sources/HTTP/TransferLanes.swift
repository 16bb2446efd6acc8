import Foundation

/// Runs blocking transfers on threads of their own, at most a fixed number per provider at
/// once; the others wait in order of arrival. A thread that finishes a transfer starts the next
/// one waiting for the same provider itself, so a free slot is filled at once: no new thread,
/// and no turn on Swift's cooperative pool (two threads on a two-core machine, busy with the
/// answers) between one response and the next request. A thread with nothing waiting ends.
final class TransferLanes: @unchecked Sendable {
    private let defaultLimit: Int
    private let limits: [String: Int]
    private let lock = NSLock()
    private var running: [String: Int] = [:]
    private var waiting: [String: [@Sendable () -> Void]] = [:]

    init(defaultLimit: Int, limits: [String: Int] = [:]) {
        self.defaultLimit = max(1, defaultLimit)
        self.limits = limits.mapValues { max(1, $0) }
    }

    /// Runs `work` in one of `key`'s lanes once one is free and returns what it gave.
    func run<T: Sendable>(_ key: String, _ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let job: @Sendable () -> Void = { continuation.resume(returning: work()) }
            let starts = lock.withLock {
                guard running[key, default: 0] < (limits[key] ?? defaultLimit) else {
                    waiting[key, default: []].append(job)
                    return false
                }
                running[key, default: 0] += 1
                return true
            }
            guard starts else { return }
            let thread = Thread { self.drain(key, first: job) }
            thread.start()
        }
    }

    /// How many transfers wait for a lane of `key`.
    func waitingCount(_ key: String) -> Int { lock.withLock { waiting[key]?.count ?? 0 } }

    /// Runs `first`, then whatever waits for `key`, until nothing does; then frees the lane.
    private func drain(_ key: String, first: @escaping @Sendable () -> Void) {
        var job: (@Sendable () -> Void)? = first
        while let current = job {
            current()
            job = lock.withLock {
                if var queue = waiting[key], !queue.isEmpty {
                    let next = queue.removeFirst()
                    waiting[key] = queue
                    return next
                }
                running[key, default: 0] -= 1
                return nil
            }
        }
    }
}
