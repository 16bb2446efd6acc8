import FlashArguments
import FoundationEssentials
import Support
import Store
import Reports

/// `flash status`: due cards per list, the streak and the day's goal.
enum StatusCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "status", summary: "what is due, your streak and today's goal",
        options: [
            .flag(.json, short: "j", "Print the status as JSON."),
            .flag(.kits, "Show each of story mode's kits on its own line."),
        ],
        discussion: """
            Story mode's kits are added up into one line, "story kits (N)"; --kits shows each
            (as --json does).

            Example:
              flash status
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let status = try StudyStatus(store: store, policy: context.reviewPolicy(), now: context.clock.now())
        if arguments.flag(.json) {
            context.console.line(JSONOutput.encode(status))
            return
        }
        var kits: Set<String> = []
        if !arguments.flag(.kits) {
            let ids = try store.story.kitListIDs()
            kits = Set(try store.lists.all().filter { ids.contains($0.id) }.map(\.name))
        }
        context.console.lines(status.groupingKits(kits).lines)
    }
}
