import FlashArguments
import FoundationEssentials
import Reports

/// `flash forecast`: reviews due on each of the next 30 days.
enum ForecastCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "forecast", summary: "reviews due on each of the next 30 days",
        options: [
            .option(.days, "N", "How many days (default 30)."),
            .flag(.ascii, "Draw the chart with ASCII characters only."),
            .flag(.json, short: "j", "Print the counts as JSON."),
        ],
        arguments: [.optional("LIST", "Forecast only this list.", completion: .lists)],
        discussion: "Examples:\n  flash forecast\n  flash forecast animals --days 14")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let lists = try arguments.positionals.map { try store.lists.named($0) }
        let policy = try context.reviewPolicy()
        let days = try arguments.int(.days, in: 1...365) ?? 30
        let report = try ForecastReport(store: store, lists: lists, policy: policy, now: context.clock.now(), days: days)
        if arguments.flag(.json) { return context.console.line(report.json) }
        let title = "Reviews due" + (lists.first.map { " in '\($0.name)'" } ?? "") + ", next \(days) days (today includes overdue)"
        context.console.line(report.chart(title: title, ascii: arguments.flag(.ascii)))
    }
}
