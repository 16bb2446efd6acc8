import FlashArguments
import Model
import Store
import Story
import ListMaker

/// What the story-mode commands share: the store with the basic kits installed, and reading
/// stages and kits from the command line (`StoryDesk` does the work).
@MainActor
enum StoryMode {
    /// The data store, after storing any basic kit the profile lacks. Only the tree says so:
    /// everywhere else an error must stay a single line.
    static func store(_ context: Context, announce: Bool = false) throws -> FlashStore {
        let store = try context.store()
        let added = try StoryDesk(store: store).installBasics(fixtures: context.fixtures(), now: context.clock.now())
        if announce, added > 0 {
            context.console.note("Story mode: stored \(added) basic kits (English → Spanish); `flash story` shows them.")
        }
        return store
    }

    /// `flash new --stage STAGE`: the checks before the list is built (nil without --stage).
    static func checkNewKit(_ name: ListName, stage: String?, replacing: Bool, context: Context) throws -> Stage? {
        try StoryDesk(store: context.store()).checkNewKit(name, stage: stage, replacing: replacing, fixtures: context.fixtures, now: context.clock.now())
    }

    /// `flash new --stage STAGE`: the list made a kit.
    static func finishNewKit(_ list: WordList, stage: Stage, quiet: Bool, context: Context) throws {
        try context.store().story.assign(list, to: stage, now: context.clock.now())
        if !quiet { context.console.line("It is a kit of \(stage.rawValue): flash story test \(BuildSummary.quoted(list.name))") }
    }

    /// `flash import KIT --stage STAGE --name NAME`.
    static func importKit(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) throws {
        guard let stageName = arguments.value(.stage) else { throw UsageError("--stage is required: the stage the kit belongs to") }
        guard let rawName = arguments.value(.name) else { throw UsageError("--name is required: the kit's name (1 to 30 characters)") }
        let stage = try StoryDesk.stage(stageName)
        let name = try StoryDesk.kitRule { try KitName.validate(rawName) }
        let study = try ListMaking.study(arguments, learned: arguments.value(.lang) ?? "es", context: context)
        context.console.line(try StoryDesk(store: context.store()).importKit(
            bytes, origin: origin, stage: stage, name: name, study: study, fixtures: context.fixtures, now: context.clock.now()))
    }
}
