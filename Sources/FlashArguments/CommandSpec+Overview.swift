import Support


extension CommandSpec {
    /// `flash help`: every command with its summary, and how to learn more.
    public static func overview(of commands: [CommandSpec]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        let lines = commands.map { "  " + $0.name.padded(to: width) + $0.summary }
        return """
            flash \(FlashVersion.current) - turn a word list into illustrated flashcards and learn them

            Usage: flash COMMAND [OPTIONS]

            Commands:
            \(lines.joined(separator: "\n"))

            Global options: --profile NAME, -h/--help, -V/--version.
            `flash help COMMAND` or `flash COMMAND --help` shows a command's options and examples.

            """
    }

    /// `flash help [COMMAND]`: the overview, or the help of the command `name`.
    public static func help(for name: String?, among commands: [CommandSpec]) throws -> String {
        guard let name else { return overview(of: commands) }
        guard let spec = commands.first(where: { $0.name == name }) else {
            throw ArgumentError("no command named '\(Text.printable(name))'\(Suggestion.suffix(for: name, among: commands.map(\.name)))")
        }
        return spec.help
    }
}
