import FoundationEssentials

/// A profile's attempt at one day's challenge.
struct DailyRecord: Sendable, Equatable {
    /// "YYYY-MM-DD", the local calendar day.
    let day: String
    let score: Int
    let started: Date
    /// Set once every word was answered right.
    let finished: Date?
}
