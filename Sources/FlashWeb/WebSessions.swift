import FoundationEssentials
import Model

/// What a learner can do in a session through the API, whatever drives it.
enum WebAction: Sendable, Equatable {
    /// A typed answer, an option's number or text, a self-grade; in `self` mode the first
    /// (empty) one shows the answer.
    case answer(String)
    case skip
    case hint
    case undo
    /// Ends the session; everything answered is kept.
    case stop
}

/// A session the server keeps between requests. Flashcard sessions drive ``SessionEngine``;
/// the games and story mode plug in here as their engines come, answering with the same
/// envelope (``SessionState``).
protocol WebSessionDriver: AnyObject {
    /// "learn", "review", "train"...
    var kind: String { get }
    /// True once the session has ended.
    var isOver: Bool { get }
    /// When the learner last did something.
    var lastUsed: Date { get }
    /// Where the session stands: the question asked, or the summary.
    func state(at time: Date) throws -> SessionState
    /// Does what the learner asked; the event says what came of it, with the state after it.
    func act(_ action: WebAction, at time: Date, seconds: Double?) throws -> SessionReply
    /// Ends the session as `ending` (the server stopping, or a learner gone too long).
    func end(_ ending: SessionEnding, at time: Date) throws
}

/// The sessions open on the server, by id, and the last ones that ended (so their summary can
/// still be read).
struct WebSessions {
    private var open: [String: any WebSessionDriver] = [:]
    private var ended: [(id: String, state: SessionState)] = []

    /// The most sessions open at once; more are refused until one ends.
    static let limit = 500
    /// The most ended sessions kept for their summary.
    static let endedKept = 200
    /// A session with nothing done for this long is closed as interrupted when space is needed.
    static let idleSeconds: TimeInterval = 4 * 3600

    var count: Int { open.count }

    func session(_ id: String) -> (any WebSessionDriver)? { open[id] }

    func endedState(_ id: String) -> SessionState? { ended.last { $0.id == id }?.state }

    /// Keeps a new session under a fresh id; closes idle ones first when full.
    mutating func add(_ session: any WebSessionDriver, now: Date) throws(WebFailure) -> String {
        if open.count >= Self.limit { closeIdle(now: now) }
        guard open.count < Self.limit else { throw .tooMany("\(Self.limit) sessions are open: finish or stop one first") }
        let id = Self.newID()
        open[id] = session
        return id
    }

    /// Moves a session that has ended from the open ones to the ended ones.
    mutating func retire(_ id: String, now: Date) {
        guard let session = open[id], session.isOver else { return }
        open[id] = nil
        if let state = try? session.state(at: now) { ended.append((id, state)) }
        if ended.count > Self.endedKept { ended.removeFirst(ended.count - Self.endedKept) }
    }

    /// Ends every open session as `ending`; returns how many were open.
    mutating func endAll(_ ending: SessionEnding, at time: Date) -> Int {
        let sessions = open
        for (id, session) in sessions {
            try? session.end(ending, at: time)
            retire(id, now: time)
        }
        return sessions.count
    }

    private mutating func closeIdle(now: Date) {
        for (id, session) in open where now.timeIntervalSince(session.lastUsed) > Self.idleSeconds {
            try? session.end(.interrupted, at: now)
            retire(id, now: now)
        }
    }

    /// 128 random bits in hex: ids nobody can guess.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
