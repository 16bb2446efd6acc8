import FlashArguments
import FoundationEssentials
import Support
import Model
import Store
import Reports

/// `flash mistakes`: the cards missed, what was answered instead, and how often.
enum MistakesCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "mistakes", summary: "the mistakes to work on in a list",
        options: [
            .option(.session, "ID", "Look at this session (ids are in `flash results NAME --json`)."),
            .flag(.all, "Look at every session of the list."),
            .flag(.json, short: "j", "Print the mistakes as JSON."),
        ],
        arguments: [.required("LIST", "The list whose mistakes to show.", completion: .lists)],
        discussion: """
            Without --session or --all, the last session with answers is shown. Drill exactly
            these cards with `flash learn NAME --only mistakes`.

            Examples:
              flash mistakes animals
              flash mistakes animals --all --json
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let chosen = try choose(arguments: arguments, list: list, sessions: store)
        let report = try MistakeReport(list: list, sessions: chosen, store: store)
        if arguments.flag(.json) {
            context.console.line(JSONOutput.encode(report))
            return
        }
        let scope = arguments.flag(.all) ? "all \(chosen.count) sessions"
            : chosen.first.map { "session #\($0.id), \(DateText.minute($0.started))" } ?? "no sessions yet"
        context.console.lines(report.lines(scope: scope, style: context.console.style))
    }

    /// The sessions to look at: all of them, the one asked for, or the last with answers.
    static func choose(arguments: ParsedArguments, list: WordList, sessions store: FlashStore) throws -> [SessionSummary] {
        var scope = MistakeScope.last
        if arguments.flag(.all) {
            guard arguments.value(.session) == nil else { throw UsageError("give either --session or --all, not both") }
            scope = .all
        } else if let text = arguments.value(.session) {
            guard let id = Int64(text) else { throw UsageError("--session takes a session id (a number), not '\(text)'") }
            scope = .session(id)
        }
        guard let sessions = try scope.sessions(of: list, in: store) else {
            throw CommandFailure("'\(list.name)' has no session #\(arguments.value(.session) ?? ""); `flash results \(list.name) --json` lists them")
        }
        return sessions
    }
}
