import FlashArguments
import FlashKit
import Foundation

/// `flash import KIT --stage STAGE --name NAME`: a kit in indi's JSON format, checked whole and
/// stored as a list of that stage.
@MainActor
enum KitImport {
    static func run(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) throws {
        guard let stageName = arguments.value("stage") else { throw UsageError("--stage is required: the stage the kit belongs to") }
        guard let rawName = arguments.value("name") else { throw UsageError("--name is required: the kit's name (1 to 30 characters)") }
        let stage = try StoryMode.stage(stageName)
        let name = try StoryMode.kitRule { try KitName.validate(rawName) }
        let native = arguments.value("from") ?? context.configuration.string("native", default: "en")
        let study = try usage { try Study(native: Language(code: native), learned: Language(code: arguments.value("lang") ?? "es")) }
        if try context.store().lists.find(name.value) != nil { throw ListError.nameTaken(name.value) }
        // The kit is checked before story mode stores anything: a failed import changes nothing.
        let questions: [KitQuestion]
        do {
            questions = try KitFile.parse(bytes)
        } catch let error as KitError {
            throw CommandFailure("the kit from \(origin) is malformed: \(error); nothing was imported")
        }
        let store = try StoryMode.store(context)
        try StoryMode.kitRule { try KitName.checkUnique(name, in: stage, among: store.story.kits()) }
        let now = context.clock.now()
        let list = try store.story.createKit(name: name, stage: stage, study: study,
                                             cards: questions.map { $0.card(source: "import", now: now) }, now: now)
        let test = "flash story test \(BuildSummary.quoted(list.name))"
        context.console.line("Imported '\(Text.printable(list.name))' into \(stage.rawValue): \(questions.count) question\(questions.count == 1 ? "" : "s") from \(origin). Try it: \(test)")
    }
}
