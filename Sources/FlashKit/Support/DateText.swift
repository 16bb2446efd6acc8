import Foundation

/// Dates as learners read them, in local time.
public enum DateText {
    /// "2026-03-01".
    static func day(_ date: Date) -> String {
        format(date, "yyyy-MM-dd")
    }

    /// "2026-03-01 09:30".
    public static func minute(_ date: Date) -> String {
        format(date, "yyyy-MM-dd HH:mm")
    }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
