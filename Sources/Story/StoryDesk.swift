import FoundationEssentials
import Support
import Model
import Store

/// Story mode over a profile's store, as the tool's commands use it: the basic kits stored on
/// first use, stages and kits found by the names a learner types, kits made, imported and
/// moved under story mode's rules. Each action returns the line that reports it.
public struct StoryDesk {
    let store: FlashStore

    public init(store: FlashStore) {
        self.store = store
    }

    /// Stores any basic kit the profile lacks (the first use of story mode stores them all;
    /// later uses find nothing to do); returns how many were stored.
    @discardableResult
    public func installBasics(fixtures: URL, now: Date) throws -> Int {
        try store.story.install(BasicKit.all(in: fixtures.appendingPathComponent("kits")), now: now).count
    }

    /// A stage by name ("early school" and "early_school" too), or invalid input listing them.
    public static func stage(_ text: String) throws -> Stage {
        if let stage = Stage(parsing: text) { return stage }
        let names = Stage.allCases.map(\.rawValue)
        let hint = EditDistance.suggestion(for: text.lowercased(), among: names)
        throw InvalidInput("unknown stage '\(Text.printable(text))'\(hint): use one of \(names.joined(separator: ", "))")
    }

    /// A kit by its list name, or by its name without the stage ("family" for "newborn: family")
    /// when that is unambiguous.
    public static func kit(named name: String, in progress: StoryProgress, store: FlashStore) throws -> Kit {
        if let list = try store.lists.find(name) {
            if let kit = progress.kits.first(where: { $0.list.id == list.id }) { return kit }
            throw StoryError.notAKit(list.name)
        }
        let key = ListName.key(Text.collapsingWhitespace(name))
        let short = progress.kits.filter { ListName.key(shortName($0)) == key }
        if short.count == 1 { return short[0] }
        throw ListError.notFound(name, suggestion: EditDistance.closest(to: name, in: progress.kits.map(\.name), limit: 3))
    }

    /// The study shared by every list, if they share one.
    static func commonStudy(_ lists: [WordList]) -> Study? {
        let studies = Set(lists.map(\.study))
        return studies.count == 1 ? studies.first : nil
    }

    /// `flash new --stage`: the stage to put the new list in, after checking the kit rules (and
    /// that a replaced list is no basic kit); nil without a stage.
    public func checkNewKit(_ name: ListName, stage text: String?, replacing: Bool, fixtures: () throws -> URL, now: Date) throws -> Stage? {
        if replacing, let existing = try store.lists.find(name.value), try store.story.isBasic(existing) {
            throw StoryError.basicKitKept(existing.name)
        }
        guard let text else { return nil }
        let stage = try Self.stage(text)
        try installBasics(fixtures: fixtures(), now: now)
        let kits = try store.story.kits().filter { ListName.key($0.name) != name.key || !replacing }
        try Self.kitRule { try KitName.checkUnique(try KitName.validate(name.value), in: stage, among: kits) }
        return stage
    }

    /// `flash stage LIST STAGE|none`.
    public func assign(_ list: WordList, to target: String, now: Date) throws -> String {
        let stage = target.lowercased() == "none" ? nil : try Self.stage(target)
        do {
            try store.story.assign(list, to: stage, now: now)
        } catch let error as KitError {
            throw InvalidKit(description: "'\(Text.printable(list.name))' cannot be a kit: \(error)")
        }
        guard let stage else { return "'\(Text.printable(list.name))' is no longer a kit." }
        return "'\(Text.printable(list.name))' is a kit of \(stage.rawValue): flash story test \(ShellWord.quoted(list.name))."
    }

    /// `flash story choose STAGE...`: adds final stages once the high-school and life-activities
    /// exam is passed; the final exam then covers every chosen stage.
    public func choose(_ stageNames: [String], now: Date) throws -> String {
        let stages = try stageNames.map(Self.stage)
        if let other = stages.first(where: { !$0.isFinal }) {
            throw InvalidInput("\(other.rawValue) is not a final stage: choose among \(Stage.finals.map(\.rawValue).joined(separator: ", "))")
        }
        if let lock = try store.story.progress().choiceLock { throw StoryError.locked("Choosing the final stages", lock) }
        try store.story.choose(stages, now: now)
        let chosen = try store.story.chosenFinals()
        let names = Stage.finals.filter(chosen.contains).map(\.rawValue).joined(separator: ", ")
        return "Final stages chosen: \(names). Take their kits' tests, then the final exam (flash story exam final)."
    }

    /// `flash import KIT --stage STAGE --name NAME`: a kit in indi's JSON format, checked whole
    /// before anything is stored.
    public func importKit(_ bytes: [UInt8], origin: String, stage: Stage, name: ListName, study: Study,
                          fixtures: () throws -> URL, now: Date) throws -> String {
        if try store.lists.find(name.value) != nil { throw ListError.nameTaken(name.value) }
        let questions: [KitQuestion]
        do {
            questions = try KitFile.parse(bytes)
        } catch let error as KitError {
            throw InvalidKit(description: "the kit from \(origin) is malformed: \(error); nothing was imported")
        }
        try installBasics(fixtures: fixtures(), now: now)
        try Self.kitRule { try KitName.checkUnique(name, in: stage, among: store.story.kits()) }
        let list = try store.story.createKit(name: name, stage: stage, study: study,
                                             cards: questions.map { $0.card(source: "import", now: now) }, now: now)
        let count = "\(questions.count) question\(questions.count == 1 ? "" : "s")"
        return "Imported '\(Text.printable(list.name))' into \(stage.rawValue): \(count) from \(origin). Try it: flash story test \(ShellWord.quoted(list.name))"
    }

    /// Runs `body`, turning a kit rule broken by a name or stage given into invalid input.
    @discardableResult
    public static func kitRule<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as KitError {
            throw InvalidInput(error.description)
        }
    }

    /// A kit or list story mode refuses: one line, exit status 1.
    struct InvalidKit: Error, CustomStringConvertible {
        let description: String
    }
}

private extension StoryDesk {
    static func shortName(_ kit: Kit) -> String {
        let prefix = kit.stage.rawValue + ": "
        return kit.name.hasPrefix(prefix) ? String(kit.name.dropFirst(prefix.count)) : kit.name
    }
}
