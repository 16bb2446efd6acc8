import FlashArguments

/// `flash completion SHELL`: a completion script made from every command's spec.
enum CompletionCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "completion", summary: "print a shell completion script (bash, zsh or fish)",
        arguments: [.required("SHELL", "bash, zsh or fish.", completion: .choices(CompletionScript.Shell.allCases.map(\.rawValue)))],
        discussion: """
            Completes commands, options, their values and your list names.

            Examples:
              source <(flash completion bash)          # in ~/.bashrc
              source <(flash completion zsh)           # in ~/.zshrc
              flash completion fish > ~/.config/fish/completions/flash.fish
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        context.console.write(try CompletionScript.make(named: arguments.positionals[0], commands: CommandLineTool.specs))
    }
}
