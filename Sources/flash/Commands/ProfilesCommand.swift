import FlashArguments
import FoundationEssentials
import Games

/// `flash profiles`: every local profile.
enum ProfilesCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "profiles", summary: "list the local profiles",
        options: [.flag(.json, short: "j", "Print the profiles as JSON.")],
        discussion: """
            The current profile is marked with *. Choose one with --profile NAME (or
            FLASH_PROFILE); a new name makes a new profile.

            Example:
              flash profiles
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.line(try ProfileReports.all(context.store(), json: arguments.flag(.json)))
    }
}
