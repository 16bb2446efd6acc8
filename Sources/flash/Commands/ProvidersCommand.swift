import FlashArguments
import FoundationEssentials
import Providers

/// `flash providers`: every provider, whether it is configured, and with --check whether it answers.
enum ProvidersCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "providers", summary: "list translation, image and definition providers and their state",
        options: [
            .flag(.check, "Ask each usable provider a small question to see whether it answers."),
            .flag(.json, short: "j", "Print the providers as JSON."),
        ],
        discussion: "Examples:\n  flash providers\n  flash providers --check")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let report = await ProviderReport(configuration: context.configuration, fixtures: try context.fixtures(),
                                          environment: context.environment, check: arguments.flag(.check))
        context.console.line(arguments.flag(.json) ? report.json : report.text)
    }
}
