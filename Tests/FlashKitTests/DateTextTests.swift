import Foundation
import Testing
@testable import Support

/// Local dates are written by the C library now; they read as the ICU formatter wrote them.
@Suite struct DateTextTests {
    @Test func localDatesAreWhatTheFormatterWrote() {
        var generator = SplitMix64(seed: 1583)
        let fixed: [Double] = [0, -1, 59.9, 1_772_355_600, 1_772_355_659.99, 951_868_799, 4_107_542_400, -12_212_553_599, 253_402_300_799]
        for seconds in fixed + (0..<2_000).map({ _ in Double(Int64(generator.next() % 8_000_000_000_00) - 2_000_000_000_00) / 100 }) {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(DateText.minute(date) == DateText.formatted(date, "yyyy-MM-dd HH:mm"), "\(seconds)")
            #expect(DateText.day(date) == DateText.formatted(date, "yyyy-MM-dd"), "\(seconds)")
        }
    }
}
