import FlashArguments
import FoundationEssentials
import Model
import Store
import Learn
import Support

/// `flash review`: what is due today across lists, most overdue first, plus new cards.
enum ReviewCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "review", summary: "review the cards due today (spaced repetition)",
        options: SessionOptions.options + [
            .option(.limit, "N", "Ask at most N cards (as --count does)."),
            .option(.new, "N", "New cards a day (default schedule.new_per_day, 20)."),
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
        let settings = try SessionOptions.settings(for: .review, from: arguments, configuration: context.configuration)
        let now = context.clock.now()
        let plan = try SessionPlan.review(chosen, from: store.sessionSource, settings: settings, policy: try context.reviewPolicy(), now: now,
                                          newPerDay: try arguments.int(.new, in: 0...10_000), limit: try arguments.int(.limit, in: 1...100_000))
        guard !plan.isEmpty else { return context.console.line(try nothingDue(plan, store: store, lists: chosen, now: now)) }
        let title = plan.list.map { "Reviewing '\($0.name)'" } ?? "Reviewing \(chosen.count) lists"
        try SessionFlow.run(title: title, plan: plan, context: context)
    }

    static func nothingDue(_ plan: SessionPlan, store: FlashStore, lists: [WordList], now: Date) throws -> String {
        let next = try store.memory.nextDue(in: lists, after: now).map { " The next review is due \(DateText.minute($0))." } ?? ""
        if let new = plan.newCards, new.waiting {
            let more = new.perDay + 10
            return "Nothing is due now, and today's new cards are done (\(new.introducedToday) of \(new.perDay) a day).\(next)"
                + " More new cards wait: `flash review --new \(more)` takes up to \(more) today, and `schedule.new_per_day` in your flash.conf raises the daily number."
        }
        guard !next.isEmpty else {
            return "Nothing to review: no cards are due and no new cards are left. Make a list with `flash new`."
        }
        return "Nothing is due now." + next
    }
}
