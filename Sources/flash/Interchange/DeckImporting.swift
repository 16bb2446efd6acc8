import FlashArguments
import Model
import ListMaker
import Interchange

/// `flash import` of an Anki package or a delimited text file, with the command's options.
@MainActor
enum DeckImporting {
    static func anki(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) throws {
        let importing = AnkiImporting(store: try context.store(), paths: context.paths)
        try importing.run(bytes, origin: origin, request: request(arguments, context: context), now: context.clock.now(),
                          note: context.console.note, report: { context.console.line($0) })
    }

    /// The file's words are built into cards as `flash new` builds them, then stored as a list.
    static func text(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) async throws {
        let store = try context.store()
        let plan = try TextImporting(bytes, origin: origin, request: request(arguments, context: context), store: store, note: context.console.note)
        let images = !arguments.flag(.noImages)
        let report = try await ListMaking.build(plan.words, study: plan.study, side: plan.side, images: images, arguments: arguments, context: context)
        let list = try store.lists.create(name: plan.name, study: plan.study, style: .grey, images: images, cards: plan.finished(report.cards),
                                          now: context.clock.now(), replacing: arguments.flag(.replace))
        context.console.show(BuildSummary(list: list, report: report, duplicates: plan.duplicates, side: plan.side, verb: "Imported"), json: false)
    }

    /// flash's own JSON of a list, stored as it was.
    static func listJSON(_ bytes: [UInt8], origin: String, arguments: ParsedArguments, context: Context) throws {
        let importing = ListJSONImporting(store: try context.store(), paths: context.paths)
        try importing.run(bytes, origin: origin, request: request(arguments, context: context), now: context.clock.now(),
                          note: context.console.note, report: { context.console.line($0) })
    }

    static func request(_ arguments: ParsedArguments, context: Context) throws -> ImportRequest {
        ImportRequest(name: arguments.value(.name), learned: arguments.value(.lang), native: arguments.value(.from),
                      fallbackNative: context.configuration.string("native", default: "en"), columns: arguments.value(.columns),
                      separator: arguments.value(.separator), words: try arguments.choice(.words, as: WordSide.self, among: WordSide.allCases),
                      replace: arguments.flag(.replace))
    }
}
