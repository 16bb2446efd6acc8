import Model
/// A translator whose API takes many words per request: it only says how many and how to send
/// one batch; batches then go out at the same time and come back in order.
protocol BatchTranslator: TranslationProvider {
    /// The most words one request may carry.
    static var batchSize: Int { get }
    func translateBatch(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?]
}

extension BatchTranslator {
    func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
        try await ConcurrentBatches.map(words, batchSize: Self.batchSize) { batch in
            try await translateBatch(batch, from: source, to: target)
        }
    }
}
