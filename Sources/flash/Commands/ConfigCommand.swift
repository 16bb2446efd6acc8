import FlashArguments

/// `flash config`: the effective configuration and where each value came from.
enum ConfigCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "config", summary: "show the effective configuration and where each value comes from",
        options: [.flag(.json, short: "j", "Print the settings as JSON.")],
        discussion: """
            Keys are masked (at most their last 4 characters are shown).

            Example:
              FLASH_GOOGLE_KEY=... flash config
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.line(context.configuration.report(paths: context.paths, json: arguments.flag(.json)))
    }
}
