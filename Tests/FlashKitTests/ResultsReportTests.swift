import Foundation
import Testing
@testable import Model
@testable import Store
@testable import Reports

/// `flash results`: a session without answers is not a result.
@Suite struct ResultsReportTests {
    static let start = Date(timeIntervalSince1970: 1_772_355_600)

    func session(_ id: Int64, _ counts: [SessionVerdict: Int], minutes: Double = 2) -> SessionSummary {
        SessionSummary(id: id, listID: 1, kind: "learn", started: Self.start.addingTimeInterval(Double(id) * 3600),
                       finished: Self.start.addingTimeInterval(Double(id) * 3600 + minutes * 60), ending: .stopped, planned: 3, counts: counts)
    }

    @Test func sessionsWithoutAnswersAreLeftOutOfEverything() {
        let report = ResultsReport(list: "pets", sessions: [
            session(1, [.correct: 2, .wrong: 1]), session(2, [:], minutes: 30), session(3, [.skipped: 0]),
        ])
        #expect(report.last?.id == 1)
        #expect(report.recent.map(\.id) == [1])
        #expect(report.totals.sessions == 1)
        #expect(report.totals.timeSpentSeconds == 120)
        #expect(report.totals.answers == 3 && report.totals.right == 2)
    }

    @Test func onlyEmptySessionsMeanNoResults() {
        let report = ResultsReport(list: "pets", sessions: [session(1, [:]), session(2, [:])])
        #expect(report.last == nil)
        #expect(report.recent.isEmpty)
        #expect(report.totals.sessions == 0 && report.totals.timeSpentSeconds == 0)
    }
}
