import FlashArguments
import FlashKit
import Foundation

/// `flash review`: what is due today across lists, most overdue first, plus new cards.
enum ReviewCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "review", summary: "review the cards due today (spaced repetition)",
        options: SessionOptions.options + [
            .option("limit", "N", "Ask at most N cards."),
            .option("new", "N", "New cards a day (default schedule.new_per_day, 20)."),
        ],
        arguments: [.repeating("LIST", "Review only these lists (default: all).", completion: .lists)],
        discussion: SessionOptions.discussion + """

            Cards come from every list, or from the lists named, most overdue first, then up
            to N cards never reviewed (N a day). Every answer reschedules its card with FSRS.

            Examples:
              flash review
              flash review animals food --limit 30 --answer type
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let lists = try arguments.positionals.map { try store.lists.named($0) }
        let chosen = lists.isEmpty ? try store.lists.all() : lists
        var settings = try SessionOptions.settings(from: arguments, configuration: context.configuration)
        let policy = try context.reviewPolicy()
        let now = context.clock.now()
        let newBudget = try arguments.int("new", in: 0...10_000) ?? policy.newCardsPerDay
        let introduced = try store.memory.newCardsIntroduced(in: policy.day(of: now))
        var ids = try store.memory.due(in: chosen, at: now)
        ids += try store.memory.new(in: chosen).prefix(max(0, newBudget - introduced))
        if let limit = try arguments.int("limit", in: 1...100_000) { ids = Array(ids.prefix(limit)) }
        settings.count = nil
        let cards = try store.cards.cards(ids: ids)
        guard !cards.isEmpty else {
            context.console.line(try nothingDue(store: store, lists: chosen, now: now))
            return
        }
        var pool: [Card] = []
        for list in chosen { pool += try store.cards.all(in: list).filter(\.isTranslated) }
        let studies = Dictionary(uniqueKeysWithValues: chosen.map { ($0.id, $0.study) })
        let maker = QuestionMaker(settings: settings, cards: pool, studies: studies)
        let single = chosen.count == 1 ? chosen.first : nil
        let title = single.map { "Reviewing '\($0.name)'" } ?? "Reviewing \(chosen.count) lists"
        try SessionFlow.run(title: title, list: single, study: single?.study ?? commonStudy(chosen), cards: cards,
                            settings: settings, maker: maker, kind: "review", context: context)
    }

    static func commonStudy(_ lists: [WordList]) -> Study? {
        let studies = Set(lists.map(\.study))
        return studies.count == 1 ? studies.first : nil
    }

    static func nothingDue(store: FlashStore, lists: [WordList], now: Date) throws -> String {
        guard let next = try store.memory.nextDue(in: lists, after: now) else {
            return "Nothing to review: no cards are due and no new cards are left. Make a list with `flash new`."
        }
        return "Nothing is due now. The next review is due \(DateText.minute(next))."
    }
}
