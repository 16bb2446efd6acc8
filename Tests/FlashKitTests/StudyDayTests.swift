import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Learn

@Suite struct StudyDayTests {
    let utc = TimeZone(identifier: "UTC")!

    func date(_ text: String) -> Date { TimeSource.parse(text)! }

    @Test func aDayRunsFromTheRolloverHourToTheNextOne() {
        let day = StudyDay(containing: date("2026-03-01T09:00:00Z"), startHour: 4, timeZone: utc)
        #expect(day.name == "2026-03-01")
        #expect(day.start == date("2026-03-01T04:00:00Z"))
        #expect(day.end == date("2026-03-02T04:00:00Z"))
    }

    @Test func twoInTheMorningStillBelongsToTheDayBefore() {
        #expect(StudyDay(containing: date("2026-03-02T02:00:00Z"), startHour: 4, timeZone: utc).name == "2026-03-01")
        #expect(StudyDay(containing: date("2026-03-02T04:00:00Z"), startHour: 4, timeZone: utc).name == "2026-03-02")
        #expect(StudyDay(containing: date("2026-03-02T02:00:00Z"), startHour: 0, timeZone: utc).name == "2026-03-02")
    }

    @Test func theRolloverFollowsTheLocalTimeZone() {
        let madrid = TimeZone(identifier: "Europe/Madrid")!
        let day = StudyDay(containing: date("2026-03-01T02:30:00Z"), startHour: 4, timeZone: madrid)
        #expect(day.name == "2026-02-28")
        #expect(day.end == date("2026-03-01T03:00:00Z"))
    }

    @Test func offsetsMoveWholeDays() {
        let day = StudyDay(containing: date("2026-03-01T09:00:00Z"), startHour: 4, timeZone: utc)
        #expect(day.offset(by: -1, startHour: 4, timeZone: utc).name == "2026-02-28")
        #expect(day.offset(by: 30, startHour: 4, timeZone: utc).name == "2026-03-31")
    }
}

@Suite struct ReviewPolicyTests {
    func answer(_ verdict: SessionVerdict, seconds: Double, grade: Int? = nil) -> AnswerRecord {
        AnswerRecord(cardID: 1, direction: .learned, shown: "perro", expected: "dog", given: "dog", verdict: verdict,
                     selfGrade: grade, answered: Date(), milliseconds: Int(seconds * 1000))
    }

    @Test func answersMapToRatings() throws {
        let policy = try ReviewPolicy(configuration: Configuration())
        #expect(policy.rating(for: answer(.wrong, seconds: 1), mode: .choice) == .again)
        #expect(policy.rating(for: answer(.skipped, seconds: 1), mode: .choice) == .again)
        #expect(policy.rating(for: answer(.almost, seconds: 1), mode: .type) == .hard)
        #expect(policy.rating(for: answer(.correct, seconds: 5), mode: .choice) == .good)
        #expect(policy.rating(for: answer(.correct, seconds: 3), mode: .choice) == .easy)
        #expect(policy.rating(for: answer(.correct, seconds: 7), mode: .type) == .easy)
        #expect(policy.rating(for: answer(.correct, seconds: 9), mode: .type) == .good)
        #expect(policy.rating(for: answer(.correct, seconds: 1, grade: 2), mode: .self) == .hard)
    }

    @Test func settingsComeFromTheConfigurationAndAreChecked() throws {
        var configuration = Configuration()
        configuration.set("schedule.retention", "0.85")
        configuration.set("schedule.quick_choice", "2")
        configuration.set("schedule.fuzz", "no")
        let policy = try ReviewPolicy(configuration: configuration)
        #expect(policy.parameters.desiredRetention == 0.85)
        #expect(!policy.parameters.enableFuzzing)
        #expect(policy.quickChoiceSeconds == 2)
        configuration.set("schedule.retention", "0.5")
        #expect(throws: PolicyError.self) { try ReviewPolicy(configuration: configuration) }
    }
}
