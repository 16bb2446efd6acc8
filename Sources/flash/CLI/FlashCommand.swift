import FlashArguments
/// A `flash` subcommand: its spec (name, options, help) and what it does.
@MainActor
protocol FlashCommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, in context: Context) async throws
}
