import FlashArguments
import FlashKit

/// `flash config`: the effective configuration and where each value came from.
enum ConfigCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "config", summary: "show the effective configuration and where each value comes from",
        options: [.flag("json", short: "j", "Print the settings as JSON.")],
        discussion: """
            Keys are masked (at most their last 4 characters are shown).

            Example:
              FLASH_GOOGLE_KEY=... flash config
            """)

    struct Entry: Encodable {
        let key: String
        let value: String
        let source: String
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let configuration = context.configuration
        let entries = configuration.settings.keys.sorted().map { key in
            let setting = configuration.settings[key]!
            let value = Configuration.isSecret(key) ? Configuration.mask(setting.value) : Text.printable(setting.value)
            return Entry(key: key, value: value, source: setting.source.description)
        }
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(entries))
            return
        }
        context.console.line("Data: \(context.paths.dataDirectory.path)")
        context.console.line("Your configuration: \(context.paths.userConfigFile.path)")
        var table = TextTable("SETTING", "VALUE", "FROM")
        for entry in entries { table.add(entry.key, entry.value, entry.source) }
        context.console.line(table.render())
    }
}
