import Foundation

/// A profile's attempt at one day's challenge.
public struct DailyRecord: Sendable, Equatable {
    /// "YYYY-MM-DD", the local calendar day.
    public let day: String
    public let score: Int
    public let started: Date
    /// Set once every word was answered right.
    public let finished: Date?
}
