import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Dates as learners read them, in local time (`TZ`, else the system's zone), written with the
/// C library's `localtime_r`: making an ICU date formatter was a tenth of `flash mistakes`.
public enum DateText {
    /// "2026-03-01".
    package static func day(_ date: Date) -> String {
        format(date, minutes: false)
    }

    /// "2026-03-01 09:30".
    public static func minute(_ date: Date) -> String {
        format(date, minutes: true)
    }

    private static func format(_ date: Date, minutes: Bool) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        // Before 1583 the formatter's calendar was Julian; such dates keep its text.
        guard date.timeIntervalSince1970 > -12_212_553_600, date.timeIntervalSince1970 < 253_402_300_800,
              localtime_r(&seconds, &local) != nil else { return formatted(date, minutes ? "yyyy-MM-dd HH:mm" : "yyyy-MM-dd") }
        let day = padded(Int(local.tm_year) + 1900, 4) + "-" + padded(Int(local.tm_mon) + 1, 2) + "-" + padded(Int(local.tm_mday), 2)
        return minutes ? day + " " + padded(Int(local.tm_hour), 2) + ":" + padded(Int(local.tm_min), 2) : day
    }

    private static func padded(_ number: Int, _ digits: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// What these dates were written with before: kept for dates `localtime_r` does not cover.
    static func formatted(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
