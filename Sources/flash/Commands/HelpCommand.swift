import FlashArguments

/// `flash help [COMMAND]`: the list of commands, or one command's help (made before any
/// configuration is read, by the tool itself).
enum HelpCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "help", summary: "show help for flash or for one command", arguments: [.optional("COMMAND", "The command to explain.", completion: .commands)])

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.write(try CommandSpec.help(for: arguments.positionals.first, among: CommandLineTool.specs))
    }
}
