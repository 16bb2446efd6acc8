import FlashArguments
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Support
import Model

/// Finds the command, parses its arguments, runs it, and turns errors into one line on stderr
/// and an exit status: 0 success, 1 failure, 2 usage error, 130 interrupted.
@MainActor
enum CommandLineTool {
    static let commands: [any FlashCommand.Type] = [
        NewCommand.self, ListsCommand.self, ShowCommand.self, AddCommand.self, RemoveCommand.self,
        EditCommand.self, RenameCommand.self, DeleteCommand.self, LearnCommand.self, ReviewCommand.self, StatusCommand.self, ForecastCommand.self,
        ResultsCommand.self, MistakesCommand.self,
        SayCommand.self, ConfigCommand.self, ProvidersCommand.self,
        StoryCommand.self, StageCommand.self, ImportCommand.self, ExportCommand.self, SyncCommand.self, TrainCommand.self,
        ProfileCommand.self, ProfilesCommand.self, LeaderboardCommand.self,
        GuessCommand.self, WordCommand.self, FavsCommand.self, BuzzCommand.self, DailyCommand.self, ServeCommand.self,
        HelpCommand.self, CompletionCommand.self,
    ]

    static var specs: [CommandSpec] { commands.map { $0.spec } }

    static func main(_ arguments: [String], environment: [String: String]) async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        do {
            let (profile, given) = try GlobalOption.take("profile", placeholder: "NAME", from: arguments)
            var rest = given
            guard let first = rest.first else { return print(CommandSpec.overview(of: specs)) }
            if first == "--version" || first == "-V" { return print("flash \(FlashVersion.current)\n") }
            if first == "--help" || first == "-h" { rest[0] = "help" }
            guard let command = commands.first(where: { $0.spec.name == rest[0] }) else {
                throw GlobalOption.unknownCommand(rest[0], among: specs.map(\.name))
            }
            let parsed = try ParsedArguments(Array(rest.dropFirst()), spec: command.spec)
            if parsed.flag(.help) { return print(command.spec.help) }
            // Help and completion scripts need no configuration, clock or data.
            if command == HelpCommand.self { return print(try CommandSpec.help(for: parsed.positionals.first, among: specs)) }
            if command == CompletionCommand.self { return print(try CompletionScript.make(named: parsed.positionals[0], commands: specs)) }
            let context = try Context(environment: environment, profile: try profile.map(Profile.selected))
            context.reportConfigurationWarnings()
            try await command.run(parsed, in: context)
            SyncCommand.stagePending(context)
            return 0
        } catch {
            let status = status(of: error)
            // Usage errors and interruptions print their own words; anything else is made printable.
            Console.write("flash: \(status == 1 ? Text.printable(String(describing: error)) : String(describing: error))\n", to: 2)
            return status
        }
    }
}

private extension CommandLineTool {
    static func print(_ text: String) -> Int32 {
        Console.write(text, to: 1)
        return 0
    }

    static func status(of error: any Error) -> Int32 {
        switch error {
        case is ArgumentError, is InvalidInput: 2
        case is SessionInterrupted: 130
        default: 1
        }
    }
}
