import Foundation
import Testing
@testable import FlashKit
@testable import Scheduling
@testable import Reports
@testable import Support
@testable import Store
@testable import Learn

/// A right answer after a hint (`:h`) is rated Hard for FSRS, however quick, and `results`
/// counts it "with hint".
@Suite struct HintRatingTests {
    let fixture = SessionFixture()

    func ratings() throws -> [Int] {
        try fixture.store.database.query("SELECT rating FROM review_log ORDER BY id").map { try $0.int("rating") }
    }

    @Test func aQuickRightAnswerAfterAHintIsHardAndCountedWithHint() throws {
        var engine = try fixture.engine(.type)
        let first = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.hint, at: fixture.now)
        _ = try engine.submit(.answer(first.answer), at: fixture.now.addingTimeInterval(1))
        let second = try #require(try engine.next(at: fixture.now.addingTimeInterval(1)))
        _ = try engine.submit(.answer(second.answer), at: fixture.now.addingTimeInterval(2))
        #expect(try ratings() == [Rating.hard.rawValue, Rating.easy.rawValue])
        #expect(try fixture.store.database.query("SELECT hints FROM answers ORDER BY id").map { try $0.int("hints") } == [1, 0])
        let summary = try #require(try fixture.store.sessions.sessions(of: try fixture.list()).last)
        #expect(summary.withHint == 1 && summary.right == 2)
        let report = ResultsReport(list: "pets", sessions: [summary])
        #expect(report.last?.withHint == 1)
        #expect(report.lines(ascii: true, style: .plain, duration: { "\(Int($0)) s" })
            .contains { $0.hasSuffix("(1 right with hint)") })
    }

    @Test func aWrongAnswerAfterAHintStaysAgainAndIsNotCountedWithHint() throws {
        var engine = try fixture.engine(.type)
        _ = try engine.next(at: fixture.now)
        _ = try engine.submit(.hint, at: fixture.now)
        _ = try engine.submit(.answer("zebra"), at: fixture.now.addingTimeInterval(1))
        #expect(try ratings() == [Rating.again.rawValue])
        #expect(try fixture.store.sessions.sessions(of: try fixture.list()).last?.withHint == 0)
    }

    @Test func theHintCountStartsAgainWithEachQuestion() throws {
        var engine = try fixture.engine(.type)
        let first = try #require(try engine.next(at: fixture.now))
        _ = try engine.submit(.hint, at: fixture.now)
        _ = try engine.submit(.hint, at: fixture.now)
        _ = try engine.submit(.answer(first.answer), at: fixture.now.addingTimeInterval(1))
        let second = try #require(try engine.next(at: fixture.now.addingTimeInterval(1)))
        _ = try engine.submit(.answer(second.answer), at: fixture.now.addingTimeInterval(9))
        #expect(try fixture.store.database.query("SELECT hints FROM answers ORDER BY id").map { try $0.int("hints") } == [2, 0])
        #expect(try ratings() == [Rating.hard.rawValue, Rating.good.rawValue])
    }
}
