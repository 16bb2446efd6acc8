import FlashArguments
import FoundationEssentials
import Model
import Learn
import Story
import Support

/// `flash train LIST...`: indi's training mode: cards from several lists mixed, N of them asked,
/// every miss asked again until each card is right. Not scored: story mode and `results` ignore it.
enum TrainCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "train", summary: "practise cards of several lists until every one is right (not scored)",
        options: SessionOptions.options.filter { $0.name != "retry" },
        arguments: [.repeating("LIST", minimum: 1, "The lists to practise.", completion: .lists)],
        discussion: SessionOptions.discussion + """

            Every missed card comes back at the end until it is answered right; the progress line
            counts the cards right out of those chosen. --count N asks N cards (at most all).

            Examples:
              flash train animals food
              flash train "newborn: family" "newborn: body parts" --count 10 --answer type
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        var lists: [WordList] = []
        for name in arguments.positionals {
            let list = try store.lists.named(name)
            if !lists.contains(where: { $0.id == list.id }) { lists.append(list) }
        }
        let settings = try SessionOptions.settings(for: .train, from: arguments, configuration: context.configuration)
        let plan = try SessionPlan.train(lists, from: store.sessionSource, settings: settings)
        guard !plan.isEmpty else { throw CommandFailure("these lists have no cards with a translation to ask") }
        if let count = settings.count, count > plan.available { context.console.note("only \(plan.available) cards: asking all of them") }
        let names = lists.map { "'\(Text.printable($0.name))'" }.joined(separator: " + ")
        let outcome = try SessionFlow.run(title: "Training \(names)", plan: plan, progressBar: true, context: context)
        let right = outcome.progress.learned, planned = plan.order.count
        let done = right == planned ? "every card is right" : "\(planned - right) still to get right"
        context.console.line("Progress \(outcome.progress.bar(width: 20)) \(right)/\(planned) right: \(done).")
    }
}
