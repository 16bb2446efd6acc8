/// Sends parts of a word list at the same time and puts the answers back in order: Google's
/// batches of 128, DeepL's of 50, or MyMemory's and FreeDict's single words.
enum ConcurrentBatches {
    /// Splits `items` into runs of at most `size`, calls `work` on each with at most `limit`
    /// runs in flight, and joins the results in the original order. The first failure cancels
    /// the other runs and is thrown.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], batchSize size: Int, limit: Int = .max,
        _ work: @escaping @Sendable ([Item]) async throws -> [Result]
    ) async throws -> [Result] {
        let batches = stride(from: 0, to: items.count, by: max(1, size)).map {
            Array(items[$0..<min($0 + max(1, size), items.count)])
        }
        var results = [[Result]](repeating: [], count: batches.count)
        try await withThrowingTaskGroup(of: (Int, [Result]).self) { group in
            var next = 0
            func startNext() {
                guard next < batches.count else { return }
                let index = next, batch = batches[index]
                group.addTask { (index, try await work(batch)) }
                next += 1
            }
            for _ in 0..<min(max(1, limit), batches.count) { startNext() }
            for try await (index, result) in group {
                results[index] = result
                startNext()
            }
        }
        return results.flatMap { $0 }
    }
}
