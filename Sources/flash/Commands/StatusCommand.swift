import FlashArguments
import FoundationEssentials
import Support
import Store
import Reports

/// `flash status`: due cards per list, the streak and the day's goal.
enum StatusCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "status", summary: "what is due, your streak and today's goal",
        options: [.flag("json", short: "j", "Print the status as JSON.")],
        discussion: "Example:\n  flash status")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let status = try StudyStatus(store: context.store(), policy: context.reviewPolicy(), now: context.clock.now())
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(status))
            return
        }
        context.console.lines(status.lines)
    }
}
