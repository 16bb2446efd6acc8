import Foundation

/// `flash results`: the last session, totals over all sessions, and the recent sessions for
/// the charts. A session without a single answer (stopped at once, or `review </dev/null`) is
/// not a result: it counts nowhere.
public struct ResultsReport: Sendable, Encodable {
    /// One session as reported.
    public struct Session: Sendable, Encodable, Equatable {
        public let id: Int64
        public let kind: String
        public let started: Date
        public let finished: Date?
        public let ending: String?
        public let durationSeconds: Double
        public let answered: Int
        public let right: Int
        public let score: Double
        public let verdicts: [String: Int]
    }

    public struct Totals: Sendable, Encodable, Equatable {
        public let sessions: Int
        public let timeSpentSeconds: Double
        public let answers: Int
        public let right: Int
        /// Right answers out of all answers, 0 to 100.
        public let accuracy: Double
    }

    public let list: String
    public let last: Session?
    public let totals: Totals
    /// The most recent sessions with answers, oldest first (at most ``recentLimit``).
    public let recent: [Session]

    public static let recentLimit = 20

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
    init(_ summary: SessionSummary) {
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
    }
}
