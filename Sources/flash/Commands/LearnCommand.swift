import FlashArguments
import FoundationEssentials
import Model
import Learn

/// `flash learn`: a session over one list.
enum LearnCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "learn", summary: "learn a list: one card at a time, every answer kept",
        options: SessionOptions.options + [
            .option(.only, "WHICH", "mistakes (missed last session), unlearned (right - wrong <= 0) or leeches.", completion: .cases(of: CardFilter.self)),
        ],
        arguments: [.required("LIST", "The list to learn.", completion: .lists)],
        discussion: SessionOptions.discussion + """

            Examples:
              flash learn animals
              flash learn animals --answer type --direction native --retry
              flash learn animals --only mistakes
              printf '1\\n3\\n:q\\n' | flash learn animals --seed 7
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        var settings = try SessionOptions.settings(for: .learn, from: arguments, configuration: context.configuration)
        settings.only = try arguments.choice(.only, as: CardFilter.self, among: CardFilter.allCases)
        let plan = try SessionPlan.learn(list, from: store.sessionSource, settings: settings)
        if plan.untranslated > 0 { context.console.note("\(plan.untranslated) card(s) without a translation are left out: `flash show \(list.name)` lists them") }
        guard !plan.isEmpty else { throw CommandFailure(list.nothingToLearn(settings.only)) }
        if settings.show.showsImage, !list.images { context.console.note("'\(list.name)' has no images: showing words") }
        try SessionFlow.run(title: "Learning '\(list.name)'", plan: plan, context: context)
    }
}
