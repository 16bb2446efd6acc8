import FlashArguments
import FlashKit
import Foundation

/// `flash results`: how the last session went, totals, and charts over recent sessions.
enum ResultsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "results", summary: "scores and time over your sessions of a list",
        options: [
            .flag("json", short: "j", "Print the last session, totals and recent sessions as JSON."),
            .flag("ascii", "Draw the charts with ASCII characters only."),
        ],
        arguments: [.required("LIST", "The list whose sessions to show.", completion: .lists)],
        discussion: "Example:\n  flash results animals")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let report = ResultsReport(list: list.name, sessions: try store.sessions.sessions(of: list))
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(report))
            return
        }
        print(report, ascii: arguments.flag("ascii"), console: context.console)
    }

    static func print(_ report: ResultsReport, ascii: Bool, console: Console) {
        console.line(console.bold("Results for '\(Text.printable(report.list))'"))
        guard let last = report.last else {
            console.line("No sessions yet: flash learn \(BuildSummary.quoted(report.list))")
            return
        }
        let ending = last.ending ?? "running"
        console.line("Last session #\(last.id) (\(DateText.minute(last.started)), \(ending)): \(last.right)/\(last.answered) right (\(Int(last.score.rounded()))%) in \(DurationText.words(last.durationSeconds))")
        let verdicts = SessionVerdict.allCases.map { "\($0.rawValue) \(last.verdicts[$0.rawValue] ?? 0)" }
        console.line("  " + verdicts.joined(separator: ", "))
        let totals = report.totals
        console.line("Totals: \(totals.sessions) session\(totals.sessions == 1 ? "" : "s"), \(DurationText.words(totals.timeSpentSeconds)) spent, \(totals.right)/\(totals.answers) answers right (\(Int(totals.accuracy.rounded()))%)")
        guard report.recent.count > 1 else { return }
        let labels = report.recent.map { "#\($0.id)" }
        console.line("")
        console.line(Chart.Bars(title: "Score per session (%)", values: report.recent.map(\.score), labels: labels, unit: "%", height: 6, ascii: ascii).render())
        console.line("")
        console.line(Chart.Bars(title: "Duration per session (s)", values: report.recent.map(\.durationSeconds), labels: labels, unit: "s", height: 6, ascii: ascii).render())
    }
}
