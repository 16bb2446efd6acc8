import FlashArguments
import FoundationEssentials
import Support
import Model
import Store
import Games

/// `flash profile`: the current profile's name, avatar and progress; renaming; resetting.
enum ProfileCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "profile", summary: "your profile: progress and scores; change its name or avatar; reset it",
        options: [
            .option(.name, "NAME", "Rename the profile (1 to 40 characters, unique ignoring case)."),
            .option(.avatar, "EMOJI", "Change the avatar (one or two characters, such as 🐱)."),
            .flag(.json, short: "j", "Print the profile as JSON."),
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

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store(), console = context.console
        if arguments.positionals.first == "use" {
            try store.profiles.makeActive(store.profileID)
            return console.line("Plain commands now use the profile '\(Text.printable(store.profileName))'.")
        }
        if let action = arguments.positionals.first {
            guard action == "reset" else { throw UsageError("unknown action '\(Text.printable(action))': flash profile [reset|use]") }
            guard arguments.value(.name) == nil, arguments.value(.avatar) == nil else { throw UsageError("reset takes no --name or --avatar") }
            return try reset(store, console: console)
        }
        if try change(arguments, store: store, console: console) { return }
        guard let profile = try store.profiles.profile(id: store.profileID) else { throw CommandFailure("the profile is gone") }
        let stats = try store.profiles.stats(of: profile.id)
        if arguments.flag(.json) { return console.line(ProfileReports.cardJSON(profile, stats)) }
        console.lines(ProfileReports.card(profile, stats, style: console.style))
    }

    /// Applies --name and --avatar; false when neither was given.
    static func change(_ arguments: ParsedArguments, store: FlashStore, console: Console) throws -> Bool {
        let name = arguments.value(.name), avatar = arguments.value(.avatar)
        guard name != nil || avatar != nil else { return false }
        do {
            if let avatar { console.line("Avatar: \(try store.profiles.setAvatar(store.profileID, to: avatar))") }
            if let name {
                let renamed = Text.printable(try store.profiles.rename(store.profileID, to: name))
                console.line("Renamed '\(Text.printable(store.profileName))' to '\(renamed)'.")
            }
        } catch let error as ProfileError {
            if case .nameTaken = error { throw CommandFailure(error.description) }
            throw UsageError(error.description)
        }
        return true
    }

    static func reset(_ store: FlashStore, console: Console) throws {
        console.lines(ProfileReports.resetWarning(store.profileName))
        console.write("Type the profile's name to confirm: ")
        let typed = Text.collapsingWhitespace(readLine() ?? "")
        if !console.inputIsTerminal { console.line() }
        guard Profile.key(typed) == Profile.key(store.profileName) else {
            throw CommandFailure("the name did not match '\(Text.printable(store.profileName))': nothing was erased")
        }
        console.line(ProfileReports.resetDone(try store.profiles.reset(store.profileID)))
    }
}
