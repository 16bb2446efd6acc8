import FlashArguments
import FoundationEssentials
import Support
import Learn
import Reports

/// `flash results`: how the last session went, totals, and charts over recent sessions.
enum ResultsCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "results", summary: "scores and time over your sessions of a list",
        options: [
            .flag(.json, short: "j", "Print the last session, totals and recent sessions as JSON."),
            .flag(.ascii, "Draw the charts with ASCII characters only."),
        ],
        arguments: [.required("LIST", "The list whose sessions to show.", completion: .lists)],
        discussion: "Example:\n  flash results animals")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let report = ResultsReport(list: list.name, sessions: try store.sessions.sessions(of: list))
        if arguments.flag(.json) { return context.console.line(JSONOutput.encode(report)) }
        context.console.lines(report.lines(ascii: arguments.flag(.ascii), style: context.console.style, duration: DurationText.words))
    }
}
