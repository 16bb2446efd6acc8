import Foundation

/// Keeps up to `capacity` idle easy handles for reuse, so their open connections are reused
/// too. A handle is lent to one transfer at a time; extra handles are made on demand and
/// dropped when the pool is full.
final class CurlHandlePool: @unchecked Sendable {
    private let capacity: Int
    private let lock = NSLock()
    private var idle: [CurlEasyHandle] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Lends a reset handle to `body` and takes it back afterwards.
    func withHandle<T>(_ body: (CurlEasyHandle) throws -> T) throws -> T {
        let handle = try lock.withLock { idle.popLast() } ?? CurlEasyHandle()
        defer { giveBack(handle) }
        handle.reset()
        return try body(handle)
    }

    private func giveBack(_ handle: CurlEasyHandle) {
        lock.withLock {
            if idle.count < capacity { idle.append(handle) }
        }
    }
}
