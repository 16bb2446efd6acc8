import FlashArguments
import FlashKit

/// `flash help [COMMAND]`: the list of commands, or one command's help.
enum HelpCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "help", summary: "show help for flash or for one command", arguments: [.optional("COMMAND", "The command to explain.", completion: .commands)])

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.write(try text(for: arguments.positionals.first))
    }

    /// The overview, or the help of the command `name`.
    static func text(for name: String?) throws -> String {
        guard let name else { return overview }
        guard let command = CommandLineTool.command(named: name) else {
            let hint = Suggestion.suffix(for: name, among: CommandLineTool.commands.map { $0.spec.name })
            throw UsageError("no command named '\(Text.printable(name))'\(hint)")
        }
        return command.spec.help
    }

    static var overview: String {
        let width = (CommandLineTool.commands.map { $0.spec.name.count }.max() ?? 0) + 2
        let lines = CommandLineTool.commands.map {
            "  " + $0.spec.name.padded(to: width) + $0.spec.summary
        }
        return """
            flash \(FlashVersion.current) - turn a word list into illustrated flashcards and learn them

            Usage: flash COMMAND [OPTIONS]

            Commands:
            \(lines.joined(separator: "\n"))

            Global options: --profile NAME, -h/--help, -V/--version.
            `flash help COMMAND` or `flash COMMAND --help` shows a command's options and examples.

            """
    }
}
