import Foundation
import HTTP

/// Provider responses kept in the database, keyed by provider and request (never by key), so
/// building the same words again, or resuming an interrupted build, sends no request for what
/// is already known: the ``ResponseCaching`` that ``CachingHTTPClient`` uses. It has its own
/// connection, so many requests may use it at once.
public final class ResponseCache: ResponseCaching, @unchecked Sendable {
    private let database: Database
    private let lock = NSLock()

    /// Opens the cache in the database at `path` (already migrated).
    public init(path: String) throws {
        database = try Database(path: path)
    }

    /// The body stored under `key`, or nil.
    public func body(for key: String) -> [UInt8]? {
        lock.withLock {
            guard let row = try? database.first("SELECT body FROM response_cache WHERE key = ?", key),
                  case let .blob(bytes) = row["body"] else { return nil }
            return bytes
        }
    }

    /// Stores `body` under `key`, replacing what was there; failures only cost a later request.
    public func store(_ body: [UInt8], for key: String, provider: String, now: Date) {
        lock.withLock {
            _ = try? database.run(
                "INSERT OR REPLACE INTO response_cache(key, provider, body, stored) VALUES (?, ?, ?, ?)",
                key, provider, SQLValue.blob(body), now)
        }
    }

    /// Forgets the response stored under `key`, if any.
    public func remove(_ key: String) {
        lock.withLock {
            _ = try? database.run("DELETE FROM response_cache WHERE key = ?", key)
        }
    }
}
