import FlashArguments
import FlashKit
import Foundation

/// What every story-mode command shares: the store with the basic kits installed, and reading
/// stages and kits from the command line.
@MainActor
enum StoryMode {
    /// The data store, after storing any basic kit the profile lacks (the first use of story
    /// mode stores them all; later uses find nothing to do). Only the tree says so: everywhere
    /// else an error must stay a single line.
    static func store(_ context: Context, announce: Bool = false) throws -> FlashStore {
        let store = try context.store()
        let basics = BasicKit.all(in: try context.fixtures().appendingPathComponent("kits"))
        let added = try store.story.install(basics, now: context.clock.now())
        if announce, !added.isEmpty {
            context.console.note("Story mode: stored \(added.count) basic kits (English → Spanish); `flash story` shows them.")
        }
        return store
    }

    /// A stage named on the command line, or a usage error listing them.
    static func stage(_ text: String) throws -> Stage {
        if let stage = Stage(parsing: text) { return stage }
        let names = Stage.allCases.map(\.rawValue)
        let hint = Suggestion.suffix(for: text.lowercased(), among: names)
        throw UsageError("unknown stage '\(Text.printable(text))'\(hint): use one of \(names.joined(separator: ", "))")
    }

    /// A kit by its list name, or by its name without the stage ("family" for "newborn: family")
    /// when that is unambiguous.
    static func kit(named name: String, in progress: StoryProgress, store: FlashStore) throws -> Kit {
        if let list = try store.lists.find(name) {
            if let kit = progress.kits.first(where: { $0.list.id == list.id }) { return kit }
            let quoted = BuildSummary.quoted(list.name)
            throw CommandFailure("'\(Text.printable(list.name))' is not a kit: put it in a stage with flash stage \(quoted) STAGE")
        }
        let key = ListName.key(Text.collapsingWhitespace(name))
        let short = progress.kits.filter { ListName.key(shortName($0)) == key }
        if short.count == 1 { return short[0] }
        let suggestion = EditDistance.closest(to: name, in: progress.kits.map(\.name), limit: 3)
        throw ListError.notFound(name, suggestion: suggestion)
    }

    /// The line a locked action prints: "preschool is locked: pass the newborn exam (...)".
    static func locked(_ what: String, _ lock: StoryLock) -> CommandFailure {
        CommandFailure("\(what) is locked: \(lock)")
    }

    /// The seed of `--seed`, or a random one.
    static func seed(_ arguments: ParsedArguments) throws -> UInt64 {
        guard let text = arguments.value("seed") else { return UInt64.random(in: 0...UInt64(Int64.max)) }
        guard let number = UInt64(text) else { throw UsageError("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'") }
        return number
    }

    /// The study shared by every list, if they share one.
    static func commonStudy(_ lists: [WordList]) -> Study? {
        let studies = Set(lists.map(\.study))
        return studies.count == 1 ? studies.first : nil
    }

    /// Runs `body`, turning a kit rule broken on the command line into a usage error.
    @discardableResult
    static func kitRule<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as KitError {
            throw UsageError(error.description)
        }
    }

    private static func shortName(_ kit: Kit) -> String {
        let prefix = kit.stage.rawValue + ": "
        return kit.name.hasPrefix(prefix) ? String(kit.name.dropFirst(prefix.count)) : kit.name
    }
}

/// `flash new --stage STAGE`: the checks before the list is built and the kit after.
extension StoryMode {
    /// The stage to put the new list in, after checking the kit rules (and that `--replace`
    /// would not replace a basic kit); nil without `--stage`.
    static func checkNewKit(_ name: ListName, stage text: String?, replacing: Bool, context: Context) throws -> Stage? {
        let store = try context.store()
        if replacing, let existing = try store.lists.find(name.value), try store.story.isBasic(existing) {
            throw StoryError.basicKitKept(existing.name)
        }
        guard let text else { return nil }
        let stage = try Self.stage(text)
        let kits = try Self.store(context).story.kits()
        try kitRule {
            let kitName = try KitName.validate(name.value)
            try KitName.checkUnique(kitName, in: stage, among: kits.filter { ListName.key($0.name) != name.key || !replacing })
        }
        return stage
    }

    static func finishNewKit(_ list: WordList, stage: Stage, quiet: Bool, context: Context) throws {
        try context.store().story.assign(list, to: stage, now: context.clock.now())
        guard !quiet else { return }
        context.console.line("It is a kit of \(stage.rawValue): flash story test \(BuildSummary.quoted(list.name))")
    }
}
