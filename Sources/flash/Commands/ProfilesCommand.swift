import FlashArguments
import FlashKit
import Foundation

/// `flash profiles`: every local profile.
enum ProfilesCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "profiles", summary: "list the local profiles",
        options: [.flag("json", short: "j", "Print the profiles as JSON.")],
        discussion: """
            The current profile is marked with *. Choose one with --profile NAME (or
            FLASH_PROFILE); a new name makes a new profile.

            Example:
              flash profiles
            """)

    struct Entry: Encodable {
        let name: String
        let avatar: String
        let current: Bool
        let lists: Int
        let games: Int
        let highScore: Int
        let created: Date
    }

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let entries = try store.profiles.all().map { profile in
            let stats = try store.profiles.stats(of: profile.id)
            return Entry(name: profile.name, avatar: profile.avatar, current: profile.id == store.profileID, lists: stats.lists,
                         games: stats.games, highScore: stats.highScore, created: profile.created)
        }
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(entries))
            return
        }
        // The avatar goes last: an emoji is two columns wide on a terminal.
        var table = TextTable("", "NAME", "LISTS", "GAMES", "HIGH SCORE", "CREATED", "AVATAR")
        for entry in entries {
            table.add(entry.current ? "*" : " ", entry.name, "\(entry.lists)", "\(entry.games)", "\(entry.highScore)",
                      DateText.day(entry.created), entry.avatar)
        }
        context.console.line(table.render())
    }
}
