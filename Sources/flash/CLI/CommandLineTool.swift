import FlashArguments
import FlashKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds the command, parses its arguments, runs it, and turns errors into one line on stderr
/// and an exit status: 0 success, 1 failure, 2 usage error.
@MainActor
enum CommandLineTool {
    static let commands: [any FlashCommand.Type] = [
        NewCommand.self, ListsCommand.self, ShowCommand.self, AddCommand.self, RemoveCommand.self,
        EditCommand.self, RenameCommand.self, DeleteCommand.self, LearnCommand.self, ReviewCommand.self, StatusCommand.self, ForecastCommand.self,
        ResultsCommand.self, MistakesCommand.self,
        SayCommand.self, ConfigCommand.self, ProvidersCommand.self,
        StoryCommand.self, StageCommand.self, ImportCommand.self, ExportCommand.self, TrainCommand.self,
        ProfileCommand.self, ProfilesCommand.self, LeaderboardCommand.self,
        GuessCommand.self, WordCommand.self, FavsCommand.self, BuzzCommand.self, DailyCommand.self,
        HelpCommand.self, CompletionCommand.self,
    ]

    static func command(named name: String) -> (any FlashCommand.Type)? {
        commands.first { $0.spec.name == name }
    }

    static func main(_ arguments: [String], environment: [String: String]) async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        do {
            let (profile, given) = try extractProfile(arguments)
            var rest = given
            guard let first = rest.first else {
                Console.write(HelpCommand.overview, to: 1)
                return 0
            }
            if first == "--version" || first == "-V" {
                Console.write("flash \(FlashVersion.current)\n", to: 1)
                return 0
            }
            if first == "--help" || first == "-h" { rest[0] = "help" }
            guard let command = command(named: rest[0]) else { throw unknownCommand(rest[0]) }
            let parsed = try ParsedArguments(Array(rest.dropFirst()), spec: command.spec)
            if parsed.flag("help") {
                Console.write(command.spec.help, to: 1)
                return 0
            }
            // Help and completion scripts need no configuration, clock or data.
            if let text = try offline(command, parsed) {
                Console.write(text, to: 1)
                return 0
            }
            let context = try Context(environment: environment, profile: profile)
            context.reportConfigurationWarnings()
            try await command.run(parsed, in: context)
            return 0
        } catch let error as UsageError {
            Console.write("flash: \(error)\n", to: 2)
            return 2
        } catch let error as ArgumentError {
            Console.write("flash: \(error)\n", to: 2)
            return 2
        } catch let error as SessionInterrupted {
            Console.write("flash: \(error)\n", to: 2)
            return 130
        } catch {
            Console.write("flash: \(describe(error))\n", to: 2)
            return 1
        }
    }

    /// A profile name from `--profile` or FLASH_PROFILE: 1 to 40 characters, no control
    /// characters, whitespace collapsed and in NFC, so "Zoë" typed either way is one profile.
    nonisolated static func profileName(_ raw: String) throws -> String {
        let clean = Text.collapsingWhitespace(raw).precomposedStringWithCanonicalMapping
        guard !clean.isEmpty, clean.count <= 40, !Text.containsControlCharacters(raw) else {
            throw UsageError("a profile name has 1 to 40 characters and no control characters")
        }
        return clean
    }

    /// A one-line, printable description of any error.
    static func describe(_ error: any Error) -> String {
        Text.printable(String(describing: error))
    }
}

private extension CommandLineTool {
    static func offline(_ command: any FlashCommand.Type, _ parsed: ParsedArguments) throws -> String? {
        if command == HelpCommand.self { return try HelpCommand.text(for: parsed.positionals.first) }
        if command == CompletionCommand.self { return try CompletionCommand.script(parsed.positionals[0]) }
        return nil
    }

    /// Takes `--profile NAME` from anywhere on the command line.
    static func extractProfile(_ arguments: [String]) throws -> (String?, [String]) {
        var rest: [String] = []
        var profile: String?
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--" {
                rest.append(argument)
                while let more = iterator.next() { rest.append(more) }
            } else if argument == "--profile" {
                guard let name = iterator.next() else { throw UsageError("--profile needs a value (NAME)") }
                profile = name
            } else if argument.hasPrefix("--profile=") {
                profile = String(argument.dropFirst("--profile=".count))
            } else {
                rest.append(argument)
            }
        }
        return (try profile.map(profileName), rest)
    }


    static func unknownCommand(_ name: String) -> UsageError {
        let hint = Suggestion.suffix(for: name, among: commands.map { $0.spec.name })
        if name.hasPrefix("-") {
            let option = Suggestion.suffix(for: String(name.drop { $0 == "-" }), among: ["version", "help", "profile"], prefix: "--")
            return UsageError("unknown option '\(Text.printable(name))'\(option); `flash help` lists the commands")
        }
        return UsageError("unknown command '\(Text.printable(name))'\(hint); `flash help` lists the commands")
    }
}
