import FoundationEssentials

/// Where a ``CachingHTTPClient`` keeps answers it may give again. HTTP owns the protocol and
/// the store implements it (``ResponseCache``), so HTTP needs nothing from the store and tests
/// can keep answers in memory.
public protocol ResponseCaching: Sendable {
    /// The body stored under `key`, or nil.
    func body(for key: String) -> [UInt8]?
    /// Stores `body` under `key`, replacing what was there; a failure only costs a later request.
    func store(_ body: [UInt8], for key: String, provider: String, now: Date)
    /// Forgets the answer stored under `key`, if any.
    func remove(_ key: String)
}
