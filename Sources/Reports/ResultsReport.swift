import FoundationEssentials
import Model
import Store

/// `flash results`: the last session, totals over all sessions, and the recent sessions for
/// the charts. A session without a single answer (stopped at once, or `review </dev/null`) is
/// not a result: it counts nowhere.
public struct ResultsReport: Sendable, Encodable {
    /// One session as reported.
    package struct Session: Sendable, Encodable, Equatable {
        let id: Int64
        let kind: String
        package let started: Date
        let finished: Date?
        let ending: String?
        package let durationSeconds: Double
        package let answered: Int
        public let right: Int
        let score: Double
        let verdicts: [String: Int]
        /// Right answers given after a hint (`:h`).
        let withHint: Int
    }

    struct Totals: Sendable, Encodable, Equatable {
        let sessions: Int
        let timeSpentSeconds: Double
        let answers: Int
        public let right: Int
        /// Right answers out of all answers, 0 to 100.
        let accuracy: Double
    }

    let list: String
    let last: Session?
    let totals: Totals
    /// The most recent sessions with answers, oldest first (at most ``recentLimit``).
    let recent: [Session]

    static let recentLimit = 20

    public init(list: String, sessions summaries: [SessionSummary]) {
        self.list = list
        let sessions = summaries.filter { $0.answered > 0 }.map(Session.init)
        last = sessions.last
        recent = Array(sessions.suffix(Self.recentLimit))
        let answers = sessions.map(\.answered).reduce(0, +)
        let right = sessions.map(\.right).reduce(0, +)
        totals = Totals(
            sessions: sessions.count, timeSpentSeconds: sessions.map(\.durationSeconds).reduce(0, +),
            answers: answers, right: right, accuracy: answers == 0 ? 0 : Double(right) / Double(answers) * 100)
    }
}

extension ResultsReport.Session {
    package init(_ summary: SessionSummary) {
        id = summary.id
        kind = summary.kind
        started = summary.started
        finished = summary.finished
        ending = summary.ending?.rawValue
        durationSeconds = summary.duration
        answered = summary.answered
        right = summary.right
        score = summary.score
        verdicts = Dictionary(uniqueKeysWithValues: SessionVerdict.allCases.map { ($0.rawValue, summary.counts[$0] ?? 0) })
        withHint = summary.withHint
    }
}
