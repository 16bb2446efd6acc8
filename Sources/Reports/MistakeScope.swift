import Model
import Store

/// Which sessions of a list `flash mistakes` looks at.
public enum MistakeScope: Sendable, Equatable {
    /// The last session with answers (the default).
    case last
    /// Every session.
    case all
    /// One session, by id.
    case session(Int64)

    /// The sessions of `list` in this scope; nil when the one asked for is not the list's.
    public func sessions(of list: WordList, in store: FlashStore) throws -> [SessionSummary]? {
        switch self {
        case .last: return try store.sessions.lastAnsweredSession(of: list).map { [$0] } ?? []
        case .all: return try store.sessions.sessions(of: list)
        case .session(let id): return try store.sessions.session(id, of: list).map { [$0] }
        }
    }
}
