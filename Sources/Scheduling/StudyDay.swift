import Foundation

/// A learner's day: from the rollover hour (4 a.m. by default, local time) to the next one, so
/// a session after midnight still counts for the evening before.
public struct StudyDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let start: Date
    public let end: Date
    /// The calendar date the day is named after ("2026-03-01").
    public let name: String

    public init(containing time: Date, startHour: Int, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shifted = time.addingTimeInterval(-Double(startHour) * 3600)
        let components = calendar.dateComponents([.year, .month, .day], from: shifted)
        let midnight = calendar.date(from: components) ?? shifted
        start = calendar.date(byAdding: .hour, value: startHour, to: midnight) ?? midnight
        let nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight) ?? midnight.addingTimeInterval(86_400)
        end = calendar.date(byAdding: .hour, value: startHour, to: nextMidnight) ?? start.addingTimeInterval(86_400)
        name = String(format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0)
    }

    public func contains(_ time: Date) -> Bool { time >= start && time < end }

    /// The day before or after this one.
    package func offset(by days: Int, startHour: Int, timeZone: TimeZone) -> StudyDay {
        let middle = start.addingTimeInterval(12 * 3600 + Double(days) * 86_400)
        return StudyDay(containing: middle, startHour: startHour, timeZone: timeZone)
    }

    public static func < (lhs: StudyDay, rhs: StudyDay) -> Bool { lhs.start < rhs.start }
    public var description: String { name }
}
