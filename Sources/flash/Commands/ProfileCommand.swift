import FlashArguments
import FlashKit
import Foundation

/// `flash profile`: the current profile's name, avatar and progress; renaming; resetting.
enum ProfileCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "profile", summary: "your profile: progress and scores; change its name or avatar; reset it",
        options: [
            .option("name", "NAME", "Rename the profile (1 to 40 characters, unique ignoring case)."),
            .option("avatar", "EMOJI", "Change the avatar (one or two characters, such as 🐱)."),
            .flag("json", short: "j", "Print the profile as JSON."),
        ],
        arguments: [.optional("ACTION", "reset: start the profile over (asks for its name); use: open this profile from now on.",
                              completion: .choices(["reset", "use"]))],
        discussion: """
            Each profile (--profile NAME or FLASH_PROFILE; "default" otherwise) has its own lists,
            sessions, favourites and scores. `flash profile` shows tests and exams taken, right
            answers out of all answers (every session but `train`), games played (guess, buzz, daily), the
            best streak, the high score (best streak x 200) and the best guessing game.

            `flash profile reset` erases the profile's progress: its sessions and their answers,
            the cards' right/wrong counters, scheduling state, game scores, daily challenges and
            story progress. Its lists, cards and favourites (content, not progress) are kept. It
            asks you to type the profile's name to confirm (read from standard input).

            Examples:
              flash profile
              flash --profile ana profile --name Ana --avatar 🐱
              echo Ana | flash --profile ana profile reset
            """)

    struct JSONProfile: Encodable {
        let name: String
        let avatar: String
        let created: Date
        let stats: ProfileStats
        let percentage: Int
        let games: Int
        let highScore: Int
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        if arguments.positionals.first == "use" {
            try store.profiles.makeActive(store.profileID)
            context.console.line("Plain commands now use the profile '\(Text.printable(store.profileName))'.")
            return
        }
        if let action = arguments.positionals.first {
            guard action == "reset" else { throw UsageError("unknown action '\(Text.printable(action))': flash profile [reset|use]") }
            guard arguments.value("name") == nil, arguments.value("avatar") == nil else {
                throw UsageError("reset takes no --name or --avatar")
            }
            return try reset(store, context: context)
        }
        if try change(arguments, store: store, context: context) { return }
        guard let profile = try store.profiles.profile(id: store.profileID) else { throw CommandFailure("the profile is gone") }
        let stats = try store.profiles.stats(of: profile.id)
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(JSONProfile(name: profile.name, avatar: profile.avatar, created: profile.created, stats: stats,
                                                               percentage: stats.percentage, games: stats.games, highScore: stats.highScore)))
            return
        }
        show(profile, stats, console: context.console)
    }
}

private extension ProfileCommand {
    /// Applies --name and --avatar; false when neither was given.
    static func change(_ arguments: ParsedArguments, store: FlashStore, context: Context) throws -> Bool {
        let name = arguments.value("name"), avatar = arguments.value("avatar")
        guard name != nil || avatar != nil else { return false }
        do {
            if let avatar {
                let set = try store.profiles.setAvatar(store.profileID, to: avatar)
                context.console.line("Avatar: \(set)")
            }
            if let name {
                let renamed = try store.profiles.rename(store.profileID, to: name)
                let new = Text.printable(renamed)
                context.console.line("Renamed '\(Text.printable(store.profileName))' to '\(new)'.")
            }
        } catch let error as ProfileError {
            if case .nameTaken = error { throw CommandFailure(error.description) }
            throw UsageError(error.description)
        }
        return true
    }

    static func show(_ profile: Profile, _ stats: ProfileStats, console: Console) {
        let games = GameKind.allCases.map { "\($0.rawValue) \(stats.gamesPlayed[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        let rows: [(String, String)] = [
            ("Lists", "\(stats.lists)"),
            ("Tests taken", "\(stats.tests)"),
            ("Exams taken", "\(stats.exams)"),
            ("Answers", "\(stats.rightAnswers)/\(stats.answers) right (\(stats.percentage)%)"),
            ("Games played", "\(stats.games) (\(games))"),
            ("Best streak", "\(stats.bestStreak)"),
            ("High score", "\(stats.highScore)"),
            ("Best guess game", "\(stats.bestGuess) right"),
            ("Daily challenges", "\(stats.dailiesDone) done"),
            ("Favourites", "\(stats.favourites)"),
        ]
        console.line(console.bold("\(Text.printable(profile.avatar)) \(Text.printable(profile.name))"))
        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            console.line("  " + (label + ":").padded(to: width + 2) + value)
        }
    }

    static func reset(_ store: FlashStore, context: Context) throws {
        let console = context.console
        console.line("This erases the progress of '\(Text.printable(store.profileName))': sessions and answers, card counters,")
        console.line("scheduling, game scores, daily challenges and story progress. Lists and favourites are kept.")
        console.write("Type the profile's name to confirm: ")
        let typed = Text.collapsingWhitespace(readLine() ?? "")
        if !console.inputIsTerminal { console.line() }
        guard Profile.key(typed) == Profile.key(store.profileName) else {
            throw CommandFailure("the name did not match '\(Text.printable(store.profileName))': nothing was erased")
        }
        let reset = try store.profiles.reset(store.profileID)
        let sessions = "\(reset.sessions) session\(reset.sessions == 1 ? "" : "s") (\(reset.answers) answers)"
        let scores = "\(reset.gameScores) game score\(reset.gameScores == 1 ? "" : "s")"
        console.line("Erased \(sessions) and \(scores); lists kept.")
    }
}
