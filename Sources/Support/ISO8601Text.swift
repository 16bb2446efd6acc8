import FoundationEssentials

/// Reads the ISO 8601 instants flash accepts (FLASH_NOW, dates in tests), and writes the ones
/// its JSON holds, by hand: ICU's `ISO8601DateFormatter` costs a noticeable share of a short
/// command's start-up, and Foundation's calendar a tenth of a large `show --json`.
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS`, optionally a fraction of a second (`.5`, `.123456`, kept to
/// the millisecond as the formatter did), then `Z` (or `z`) or an offset `±HH:MM`, `±HHMM` or
/// `±HH`. Surrounding spaces are ignored. Anything else, and fields out of range (month 13,
/// 30 February, 24:00, an offset past ±18:00), is refused. Dates are in the Gregorian calendar
/// throughout (ICU switched to the Julian one before 1583).
package enum ISO8601Text {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not an accepted form.
    static func secondsSince1970(_ text: String) -> Double? {
        var reader = Reader(Array(text.utf8.drop(while: { $0 == 0x20 }).reversed().drop(while: { $0 == 0x20 }).reversed()))
        guard let year = reader.number(digits: 4), reader.skip("-"),
              let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2), reader.skip("T"),
              let hour = reader.number(digits: 2), reader.skip(":"),
              let minute = reader.number(digits: 2), reader.skip(":"),
              let second = reader.number(digits: 2),
              let milliseconds = reader.fraction(),
              let offset = reader.offset(), reader.isAtEnd,
              (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second - offset
        return Double(seconds) + Double(milliseconds) / 1000
    }

    /// `date` as JSONEncoder's `.iso8601` strategy writes it (`2026-03-01T09:00:00Z`: UTC,
    /// whole seconds), written by hand: Foundation's calendar was a tenth of `show --json`.
    /// Years before 1583 (where that calendar turns Julian) or after 9999 go to Foundation's
    /// formatter. Appended to `bytes` as UTF-8, without making a string.
    package static func append(_ date: Date, to bytes: inout [UInt8]) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= -12_212_553_600, seconds < 253_402_300_800 else {
            return bytes.append(contentsOf: Date.ISO8601FormatStyle().format(date).utf8)
        }
        let (days, time) = Int(seconds).quotientAndRemainder(dividingBy: 86_400)
        let (day, secondOfDay) = time < 0 ? (days - 1, time + 86_400) : (days, time)
        let (year, month, dayOfMonth) = civil(daysSince1970: day)
        func append(_ value: Int, digits: Int, then separator: Unicode.Scalar) {
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                bytes.append(0x30 + UInt8(value / divisor % 10))
                divisor /= 10
            }
            bytes.append(UInt8(ascii: separator))
        }
        append(year, digits: 4, then: "-")
        append(month, digits: 2, then: "-")
        append(dayOfMonth, digits: 2, then: "T")
        append(secondOfDay / 3600, digits: 2, then: ":")
        append(secondOfDay / 60 % 60, digits: 2, then: ":")
        append(secondOfDay % 60, digits: 2, then: "Z")
    }
}

private extension ISO8601Text {
    struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += digits
            return value
        }

        /// Milliseconds of an optional `.digits` (0 without one); nil for a dot with no digits.
        mutating func fraction() -> Int? {
            guard skip(".") else { return 0 }
            var milliseconds = 0, count = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                if count < 3 { milliseconds = milliseconds * 10 + Int(bytes[index] - 0x30) }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in min(count, 3)..<3 { milliseconds *= 10 }
            return milliseconds
        }

        /// The zone's offset from UTC in seconds.
        mutating func offset() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2) else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = skip(":")
                guard let value = number(digits: 2), value < 60 else { return nil }
                minutes = value
            }
            guard hours * 60 + minutes <= 18 * 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar (Howard Hinnant's
    /// days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
    /// civil_from_days).
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
