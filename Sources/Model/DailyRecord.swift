import FoundationEssentials

/// A profile's attempt at one day's challenge.
package struct DailyRecord: Sendable, Equatable {
    /// "YYYY-MM-DD", the local calendar day.
    let day: String
    package let score: Int
    let started: Date
    /// Set once every word was answered right.
    package let finished: Date?

    package init(day: String, score: Int, started: Date, finished: Date?) {
        self.day = day
        self.score = score
        self.started = started
        self.finished = finished
    }
}
