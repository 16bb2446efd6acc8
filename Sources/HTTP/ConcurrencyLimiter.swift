/// Lets at most a fixed number of requests per provider run at once; the others wait in order
/// of arrival. Limits are counted per provider name, so a slow provider never starves another.
actor ConcurrencyLimiter {
    private let defaultLimit: Int
    private let limits: [String: Int]
    private var running: [String: Int] = [:]
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(defaultLimit: Int, limits: [String: Int] = [:]) {
        self.defaultLimit = max(1, defaultLimit)
        self.limits = limits.mapValues { max(1, $0) }
    }

    /// Runs `body` once `key` has a free slot, and frees the slot afterwards.
    nonisolated func withSlot<T: Sendable>(for key: String, _ body: () async throws -> T) async throws -> T {
        await acquire(key)
        do {
            let result = try await body()
            await release(key)
            return result
        } catch {
            await release(key)
            throw error
        }
    }

    private func acquire(_ key: String) async {
        if running[key, default: 0] < (limits[key] ?? defaultLimit) {
            running[key, default: 0] += 1
            return
        }
        await withCheckedContinuation { waiting[key, default: []].append($0) }
    }

    private func release(_ key: String) {
        if var queue = waiting[key], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[key] = queue
            next.resume()
        } else {
            running[key, default: 0] -= 1
        }
    }
}
