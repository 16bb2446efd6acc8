import FlashArguments
import FlashKit
import Foundation

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
            let list = try trainable(name, store: store)
            if !lists.contains(where: { $0.id == list.id }) { lists.append(list) }
        }
        var settings = try SessionOptions.settings(from: arguments, configuration: context.configuration)
        settings.retry = true
        let all = try lists.flatMap { try store.cards.all(in: $0) }.filter(\.isTranslated)
        guard !all.isEmpty else { throw CommandFailure("these lists have no cards with a translation to ask") }
        var generator = SplitMix64(seed: settings.seed)
        var cards = all.shuffled(using: &generator)
        if let count = settings.count {
            if count > cards.count { context.console.note("only \(cards.count) cards: asking all of them") }
            cards = Array(cards.prefix(count))
            settings.count = cards.count
        }
        let names = lists.map { "'\(Text.printable($0.name))'" }.joined(separator: " + ")
        let outcome = try SessionFlow.run(title: "Training \(names)", list: nil, study: StoryMode.commonStudy(lists), cards: cards,
                                          settings: settings, maker: try maker(settings, cards: all, lists: lists, store: store), kind: "train",
                                          progressBar: true, context: context)
        let right = rightCards(outcome)
        let done = right == cards.count ? "every card is right" : "\(cards.count - right) still to get right"
        context.console.line("Progress \(bar(right, of: cards.count)) \(right)/\(cards.count) right: \(done).")
    }

    /// Cards whose latest answer was right.
    static func rightCards(_ outcome: SessionOutcome) -> Int {
        var latest: [Int64: Bool] = [:]
        for (question, judgement) in outcome.answers { latest[question.card.id] = judgement.verdict.isRight }
        return latest.values.filter { $0 }.count
    }

    static func bar(_ done: Int, of total: Int, width: Int = 20) -> String {
        let filled = total == 0 ? width : done * width / total
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// A list by its name, or a kit by its short name ("family" for "newborn: family") as
    /// `story test` takes it.
    static func trainable(_ name: String, store: FlashStore) throws -> WordList {
        if let list = try store.lists.find(name) { return list }
        do {
            return try StoryMode.kit(named: name, in: try store.story.progress(), store: store).list
        } catch is ListError {
            return try store.lists.named(name)
        }
    }

    /// Distractors from the lists trained, then from other lists of the same languages, as `learn` does.
    static func maker(_ settings: SessionSettings, cards: [Card], lists: [WordList], store: FlashStore) throws -> QuestionMaker {
        let chosen = Set(lists.map(\.id))
        var extra: [Card] = []
        var seen = Set<Int64>()
        for list in lists {
            extra += try store.cards.sameLanguages(as: list, profileID: store.profileID)
                .filter { !chosen.contains($0.listID) && $0.isTranslated && seen.insert($0.id).inserted }
        }
        let studies = Dictionary(uniqueKeysWithValues: lists.map { ($0.id, $0.study) })
        return QuestionMaker(settings: settings, cards: cards, extraCards: extra, studies: studies)
    }
}
