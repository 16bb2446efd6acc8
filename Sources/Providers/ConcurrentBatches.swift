/// Sends parts of a word list at the same time and puts the answers back in order: Google's
/// batches of 128, DeepL's of 50, or MyMemory's and FreeDict's single words.
enum ConcurrentBatches {
    /// Splits `items` into runs of at most `size`, calls `work` on each with at most `limit`
    /// runs in flight, and joins the results in the original order. After a failure no new run
    /// starts, but those in flight finish (and their answers are cached), so a rerun asks only
    /// for what failed or never went; then the first failure is thrown.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], batchSize size: Int, limit: Int = .max,
        _ work: @escaping @Sendable ([Item]) async throws -> [Result]
    ) async throws -> [Result] {
        let batches = stride(from: 0, to: items.count, by: max(1, size)).map {
            Array(items[$0..<min($0 + max(1, size), items.count)])
        }
        var results = [[Result]](repeating: [], count: batches.count)
        var failure: (any Error)?
        await withTaskGroup(of: (Int, Swift.Result<[Result], any Error>).self) { group in
            var next = 0
            func startNext() {
                guard failure == nil, next < batches.count else { return }
                let index = next, batch = batches[index]
                group.addTask {
                    do { return (index, .success(try await work(batch))) } catch { return (index, .failure(error)) }
                }
                next += 1
            }
            for _ in 0..<min(max(1, limit), batches.count) { startNext() }
            for await (index, result) in group {
                switch result {
                case .success(let answers): results[index] = answers
                case .failure(let error): failure = failure ?? error
                }
                startNext()
            }
        }
        if let failure { throw failure }
        return results.flatMap { $0 }
    }
}
