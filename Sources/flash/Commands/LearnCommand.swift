import FlashArguments
import FlashKit
import Foundation

/// `flash learn`: a session over one list.
enum LearnCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "learn", summary: "learn a list: one card at a time, every answer kept",
        options: SessionOptions.options + [
            .option("only", "WHICH", "mistakes (missed last session), unlearned (right - wrong <= 0) or leeches.", completion: .cases(of: CardFilter.self)),
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
        var settings = try SessionOptions.settings(from: arguments, configuration: context.configuration)
        settings.only = try arguments.choice("only", as: CardFilter.self, among: CardFilter.allCases)
        let all = try store.cards.all(in: list)
        var cards = try select(all, list: list, filter: settings.only, store: store)
        let untranslated = cards.filter { !$0.isTranslated }.count
        cards.removeAll { !$0.isTranslated }
        if untranslated > 0 { context.console.note("\(untranslated) card(s) without a translation are left out: `flash show \(list.name)` lists them") }
        guard !cards.isEmpty else { throw CommandFailure(emptyMessage(settings.only, list: list)) }
        var generator = SplitMix64(seed: settings.seed)
        cards.shuffle(using: &generator)
        if let count = settings.count { cards = Array(cards.prefix(count)) }
        if settings.show.showsImage, !list.images { context.console.note("'\(list.name)' has no images: showing words") }

        let maker = QuestionMaker(settings: settings, cards: all.filter(\.isTranslated),
                                  extraCards: try store.cards.sameLanguages(as: list, profileID: store.profileID).filter(\.isTranslated),
                                  learned: list.study.learned)
        try SessionFlow.run(title: "Learning '\(list.name)'", list: list, study: list.study, cards: cards,
                            settings: settings, maker: maker, kind: "learn", context: context)
    }

    static func select(_ cards: [Card], list: WordList, filter: CardFilter?, store: FlashStore) throws -> [Card] {
        switch filter {
        case nil: return cards
        case .unlearned: return cards.filter { $0.right - $0.wrong <= 0 }
        case .mistakes:
            let missed = Set(try store.sessions.missedInLastSession(of: list))
            return cards.filter { missed.contains($0.id) }
        case .leeches:
            let leeches = Set(try store.leechIDs(in: list))
            return cards.filter { leeches.contains($0.id) }
        }
    }

    static func emptyMessage(_ filter: CardFilter?, list: WordList) -> String {
        switch filter {
        case .mistakes: "no mistakes in the last session of '\(list.name)': nothing to drill"
        case .unlearned: "every card of '\(list.name)' is learned (right - wrong > 0)"
        case .leeches: "'\(list.name)' has no leeches"
        case nil: "'\(list.name)' has no cards with a translation to ask"
        }
    }
}
