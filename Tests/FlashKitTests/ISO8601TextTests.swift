import Foundation
import Testing
@testable import Support

/// FLASH_NOW and test dates are read by hand instead of with ICU's formatter: every form the
/// formatter accepted for them still reads as the same instant, and malformed ones are refused.
@Suite struct ISO8601TextTests {
    @Test(arguments: [
        ("2026-03-01T09:00:00Z", 1_772_355_600.0),
        ("2026-03-01T09:00:00z", 1_772_355_600.0),
        ("2026-03-01T09:00:00+01:00", 1_772_352_000.0),
        ("2026-03-01T09:00:00+0100", 1_772_352_000.0),
        ("2026-03-01T09:00:00+01", 1_772_352_000.0),
        ("2026-03-01T09:00:00-05:30", 1_772_375_400.0),
        ("2026-03-01T09:00:00-00:00", 1_772_355_600.0),
        ("2026-03-01T09:00:00+00:30", 1_772_353_800.0),
        ("2026-03-01T09:00:00.5Z", 1_772_355_600.5),
        ("2026-03-01T09:00:00.123456789Z", 1_772_355_600.123),
        ("2026-03-01T09:00:00.5+01:00", 1_772_352_000.5),
        (" 2026-03-01T09:00:00Z ", 1_772_355_600.0),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
        ("1970-01-01T00:00:00Z", 0.0),
        ("1969-12-31T23:59:59Z", -1.0),
        ("2000-03-01T00:00:00Z", 951_868_800.0),
        ("2100-03-01T00:00:00Z", 4_107_542_400.0),
    ])
    func anAcceptedFormReadsAsTheInstantTheFormatterGave(_ text: String, _ seconds: Double) {
        #expect(ISO8601Text.secondsSince1970(text) == seconds)
        #expect(TimeSource.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "garbage", "2026-03-01", "2026-03-01T09:00:00", "2026-03-01T09:00Z", "2026-03-01 09:00:00Z",
        "2026-03-01t09:00:00Z", "20260301T090000Z", "+2026-03-01T09:00:00Z", "2026-03-01T09:00:00.Z",
        "2026-03-01T09:00:00,5Z", "2026-03-01T09:00:00.5", "2026-03-01T09:00:00+1:00", "2026-03-01T09:00:00+01:0",
        "2026-03-01T09:00:00ZZ", "2026-13-01T09:00:00Z", "2026-00-01T09:00:00Z", "2026-03-00T09:00:00Z",
        "2025-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2026-04-31T09:00:00Z", "2026-03-01T24:00:00Z", "2026-03-01T09:60:00Z",
        "2026-03-01T23:59:60Z", "2026-03-01T09:00:00+19:00", "2026-03-01T09:00:00+01:60", "2026-03-01T09:00:00GMT",
    ])
    func aMalformedOrOutOfRangeTimeIsRefused(_ text: String) {
        #expect(ISO8601Text.secondsSince1970(text) == nil)
        #expect(TimeSource.parse(text) == nil)
    }

    @Test func aDateIsWrittenAsJSONEncoderWritesIt() throws {
        var generator = SplitMix64(seed: 8601)
        let fixed: [Double] = [0, -1, -0.5, 0.999, 1_772_355_600, 1_772_355_600.9999, 951_868_799, 951_782_400, 4_107_542_400,
                               -12_212_553_600, -12_212_553_601, -62_135_596_800, -62_135_596_801, 253_402_300_799, 253_402_300_800, 1e12]
        let random = (0..<5_000).map { _ in Double(Int64(generator.next() % 16_000_000_000_00) - 4_000_000_000_00) / 100 }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for seconds in fixed + random {
            let date = Date(timeIntervalSince1970: seconds)
            let encoded = String(decoding: try encoder.encode([date]), as: UTF8.self)
            var written = Array("[\"".utf8)
            ISO8601Text.append(date, to: &written)
            #expect(String(decoding: written + Array("\"]".utf8), as: UTF8.self) == encoded, "\(seconds)")
        }
    }
}

