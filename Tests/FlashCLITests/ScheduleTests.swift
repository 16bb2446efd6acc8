import Foundation
import Testing
@testable import Support
@testable import Scheduling

/// Walks lists through simulated days with FLASH_NOW, checking due counts, streaks, leeches and
/// the forecast against what the scheduler itself says.
@Suite struct ScheduleTests {
    let flash = FlashRunner()
    let scheduler = FSRSScheduler(parameters: try! SchedulerParameters(enableFuzzing: false))

    init() throws {
        flash.environment["FLASH_SCHEDULE_FUZZ"] = "no"
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nhorse = caballo\n")
    }

    @discardableResult
    func at(_ time: String, _ arguments: [String], input: String = "") throws -> FlashResult {
        try flash.run(arguments, input: Array(input.utf8), environment: ["FLASH_NOW": time])
    }

    func status(at time: String) throws -> [String: Any] {
        let output = try at(time, ["status", "--json"]).stdout
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    func list(_ status: [String: Any], _ name: String = "pets") -> [String: Any] {
        (status["lists"] as? [[String: Any]])?.first { $0["name"] as? String == name } ?? [:]
    }

    func date(_ text: String) -> Date { TimeSource.parse(text)! }

    /// Self-grades every card of a session with `grade` (reveal, then grade).
    func grades(_ grade: Int, count: Int) -> String { String(repeating: "\n\(grade)\n", count: count) }

    @Test func aListWalksThroughSeveralDays() throws {
        // Day 1, 09:00: three new cards, Good each; answers come 5 s apart on the fixed clock.
        var states = [MemoryState](repeating: .new(at: date("2026-03-01T09:00:00Z")), count: 3)
        #expect(list(try status(at: "2026-03-01T09:00:00Z"))["new"] as? Int == 3)
        try at("2026-03-01T09:00:00Z", ["review", "--answer", "self", "--seed", "1"], input: grades(3, count: 3))
        for index in 0..<3 {
            states[index] = scheduler.review(states[index], rating: .good, at: date("2026-03-01T09:00:00Z").addingTimeInterval(Double(5 * (index + 1))))
        }
        let early = try status(at: "2026-03-01T09:05:00Z")
        #expect(list(early)["learning"] as? Int == 3)
        #expect(list(early)["dueNow"] as? Int == 0)
        #expect(list(early)["dueToday"] as? Int == 3)
        #expect(early["reviewsToday"] as? Int == 3)
        #expect(early["streak"] as? Int == 1)

        // 09:30: all three are due again; Good graduates them.
        #expect(list(try status(at: "2026-03-01T09:30:00Z"))["dueNow"] as? Int == 3)
        try at("2026-03-01T09:30:00Z", ["review", "--answer", "self", "--seed", "1"], input: grades(3, count: 3))
        for index in 0..<3 {
            states[index] = scheduler.review(states[index], rating: .good, at: date("2026-03-01T09:30:00Z").addingTimeInterval(Double(5 * (index + 1))))
        }
        #expect(states.allSatisfy { $0.phase == .review })

        // The forecast and the due counts on later days match the scheduler.
        let forecast = try JSONSerialization.jsonObject(with: Data(at("2026-03-01T10:00:00Z", ["forecast", "--json"]).stdout.utf8)) as? [[String: Any]] ?? []
        #expect(forecast.count == 30)
        for (offset, entry) in forecast.enumerated() {
            let day = StudyDay(containing: date("2026-03-01T12:00:00Z").addingTimeInterval(Double(offset) * 86_400), startHour: 4, timeZone: TimeZone(identifier: "UTC")!)
            let expected = states.filter { offset == 0 ? $0.due < day.end : day.contains($0.due) }.count
            #expect(entry["due"] as? Int == expected, "day \(offset)")
        }
        for time in ["2026-03-02T10:00:00Z", "2026-03-03T09:30:07Z", "2026-03-03T09:30:20Z", "2026-03-05T10:00:00Z"] {
            let expected = states.filter { $0.due <= date(time) }.count
            #expect(list(try status(at: time))["dueNow"] as? Int == expected, "\(time)")
        }

        // Day 2 has no review: the streak is broken by day 3 and restarts with a review.
        #expect(try status(at: "2026-03-02T20:00:00Z")["streak"] as? Int == 1)
        #expect(try status(at: "2026-03-03T20:00:00Z")["streak"] as? Int == 0)
        let nothing = try at("2026-03-02T10:00:00Z", ["review"])
        #expect(nothing.stdout.contains("Nothing is due now"))
        try at("2026-03-03T20:00:00Z", ["review", "--answer", "self", "--seed", "1"], input: grades(3, count: 3))
        // 02:00 on the 4th still counts for the 3rd; 05:00 starts the 4th.
        #expect(try status(at: "2026-03-04T02:00:00Z")["streak"] as? Int == 1)
        try at("2026-03-04T05:00:00Z", ["learn", "pets", "--answer", "self", "--seed", "1"], input: grades(4, count: 3))
        #expect(try status(at: "2026-03-04T23:00:00Z")["streak"] as? Int == 2)
    }

    @Test func reviewTakesNewCardsUpToTheDailyLimitAndHonoursLimit() throws {
        try flash.run("new", "--lang", "es", "--name", "more", "--no-images", input: "cow = vaca\npig = cerdo\nduck = pato\n")
        let first = try at("2026-03-01T09:00:00Z", ["review", "--new", "4", "--answer", "self", "--seed", "1"], input: grades(3, count: 4))
        #expect(first.stdout.contains("4 cards"))
        let second = try at("2026-03-01T09:01:00Z", ["review", "--new", "4", "--answer", "self", "--seed", "1"], input: "")
        #expect(second.stdout.contains("Nothing is due now"))
        // Issue 19: new cards wait behind the spent budget, and the message says how to take more.
        #expect(second.stdout.contains("today's new cards are done (4 of 4 a day)"), "\(second.stdout)")
        #expect(second.stdout.contains("`flash review --new 14`") && second.stdout.contains("schedule.new_per_day"))
        let limited = try at("2026-03-01T10:00:00Z", ["review", "--new", "10", "--limit", "3", "--answer", "self", "--seed", "1"], input: grades(3, count: 3))
        #expect(limited.stdout.contains("3 cards"))
        let only = try at("2026-03-02T10:00:00Z", ["review", "more", "--answer", "self", "--seed", "1"], input: "")
        #expect(only.stdout.contains("Reviewing 'more'"))
    }

    @Test func mostOverdueCardsComeFirst() throws {
        try at("2026-03-01T09:00:00Z", ["learn", "pets", "--answer", "self", "--seed", "3"], input: "\n4\n\n3\n\n2\n")
        let review = try at("2026-03-20T09:00:00Z", ["review", "--answer", "self", "--seed", "1"], input: grades(3, count: 3))
        let asked = shownWords(review.stdout)
        #expect(asked.count == 3)
        #expect(Set(asked) == ["perro", "gato", "caballo"])
        let learned = try at("2026-03-01T09:00:00Z", ["learn", "pets", "--answer", "self", "--seed", "3"], input: "")
        let firstLearn = shownWords(learned.stdout).first
        // The card graded Easy is due last, so it is asked last.
        #expect(asked.last == firstLearn)
    }

    @Test func cardsForgottenEightTimesBecomeLeeches() throws {
        try flash.run("new", "--lang", "es", "--name", "hard", "--no-images", input: "owl = búho\nbat = murciélago\n")
        var minute = 0
        func session(_ grade: Int) throws {
            minute += 1
            let time = String(format: "2026-03-01T10:%02d:00Z", minute)
            try at(time, ["learn", "hard", "--answer", "self", "--seed", "1"], input: grades(grade, count: 2))
        }
        try session(3)
        try session(3)
        for lapse in 1...8 {
            try session(1)
            try session(3)
            let leeches = list(try status(at: "2026-03-01T12:00:00Z"), "hard")["leeches"] as? Int
            #expect(leeches == (lapse < 8 ? 0 : 2), "after \(lapse) lapses")
        }
        let text = try at("2026-03-01T12:00:00Z", ["status"]).stdout
        #expect(text.contains("LEECHES"))
        let mistakes = try at("2026-03-01T12:00:00Z", ["mistakes", "hard", "--all", "--json"]).stdout
        #expect(mistakes.contains("\"leech\" : true"))
        #expect(try at("2026-03-01T12:00:00Z", ["mistakes", "hard", "--all"]).stdout.contains("[leech]"))
        let drill = try at("2026-03-01T12:00:00Z", ["learn", "hard", "--only", "leeches", "--seed", "1"], input: "")
        #expect(drill.stdout.contains("2 cards"))
        let none = try at("2026-03-01T12:00:00Z", ["learn", "pets", "--only", "leeches"], input: "")
        #expect(none.status == 1)
        #expect(none.stderr.contains("no leeches"))
    }

    @Test func badScheduleSettingsAreOneLine() throws {
        let result = try flash.run(["status"], environment: ["FLASH_SCHEDULE_RETENTION": "1.5"])
        #expect(result.status == 1)
        #expect(result.errorLines == ["flash: the configuration's schedule.retention = 1.5 must be a number from 0.7 to 0.99"])
    }
}
