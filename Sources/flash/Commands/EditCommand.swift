import FlashArguments
import FlashKit
import Foundation

/// `flash edit`: changes a card's translation or image.
enum EditCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "edit", summary: "change a card's translation or image",
        options: [
            .option("translation", "TEXT", "The learned-language word (\"casa, hogar\" keeps alternatives)."),
            .option("native", "TEXT", "The word in your language (\"house, home\" keeps alternatives)."),
            .option("pick", "N", "Make translation candidate N the translation (see the numbers `flash edit NAME WORD` lists)."),
            .option("image", "N", "Use image candidate N (see the numbers `flash edit NAME WORD` lists)."),
            .option("image-file", "PATH", "Use your own PNG, JPEG, GIF or WebP file (at most 10 MB)."),
        ],
        arguments: [.required("LIST", "The list.", completion: .lists), .required("WORD", "The card, by either side.")],
        discussion: """
            Without options, shows the card, its translation candidates and its image candidates.

            Examples:
              flash edit animals dog --pick 2
              flash edit animals dog --translation "perro, can"
              flash edit tiere Hund --native "dog, hound"
              flash edit animals dog --image 2
              flash edit animals dog --image-file ~/Pictures/rex.jpg
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let changing = ["translation", "native", "pick", "image", "image-file"].contains { arguments.value($0) != nil }
        if changing, try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        let word = arguments.positionals[1]
        var card = try store.cards.card(named: word, in: list) ?? CardLookup.find(word, in: store.cards.all(in: list), list: list)
        if arguments.value("image") != nil, arguments.value("image-file") != nil {
            throw UsageError("give either --image or --image-file, not both")
        }
        let changes = ["translation", "native", "pick", "image", "image-file"].compactMap { arguments.value($0) }
        guard !changes.isEmpty else {
            let memory = try store.memory.memory(of: card.id)
            let recall = try memory.map { try context.reviewPolicy().scheduler.retrievability(of: $0.state, at: context.clock.now()) }
            context.console.lines(CardInfo.lines(for: card) + CardInfo.memoryLines(
                memory, recall: recall ?? 0, history: memory == nil ? [] : try store.memory.history(of: card.id)))
            return
        }
        if [arguments.value("translation"), arguments.value("native"), arguments.value("pick")].compactMap({ $0 }).count > 1 {
            throw UsageError("give one of --translation, --native and --pick")
        }
        if let number = try arguments.int("pick", in: 1...99) { try pick(number, list: list, card: &card) }
        if let translation = arguments.value("translation") { try set(translation, on: .learned, of: &card) }
        if let native = arguments.value("native") { try set(native, on: .native, of: &card) }
        let imageStore = ImageStore(directory: context.paths.imagesDirectory)
        if let number = try arguments.int("image", in: 1...99) {
            let setup = ProviderSetup(configuration: context.configuration, fixtures: try context.fixtures(),
                                      cache: try context.responseCache(), environment: context.environment, roles: [.images])
            try await chooseCandidate(number, for: &card, store: imageStore, downloader: setup.downloader)
        }
        if let path = arguments.value("image-file") {
            card.imageFile = try imageStore.storeFile(at: path)
            card.imageURL = nil
            card.imageIndex = nil
            card.imageCredit = "your own"
        }
        try store.cards.update(card)
        context.console.line("Updated '\(Text.printable(card.native))' - '\(Text.printable(card.learned))' in '\(Text.printable(list.name))'.")
    }
}

private extension EditCommand {
    /// Sets one side of the card from the learner's text; words after commas, semicolons or
    /// slashes become that side's alternatives.
    static func set(_ text: String, on side: WordSide, of card: inout Card) throws {
        let option = side == .learned ? "--translation" : "--native"
        guard !Text.containsControlCharacters(text.replacingOccurrences(of: "\t", with: " ")) else {
            throw UsageError("\(option) contains control characters")
        }
        let parts = Translation.learnerForms(text)
        guard let first = parts.first else { throw UsageError("\(option) needs a word") }
        guard !parts.contains(where: { $0.count > WordListParser.maximumItemLength }) else {
            throw UsageError("\(option) is too long (at most \(WordListParser.maximumItemLength) characters)")
        }
        if side == .learned { card.learned = first } else { card.native = first }
        card.setAlternatives(Array(parts.dropFirst()), on: side)
        card.translationSource = "you"
        card.confidence = nil
    }

    /// Makes translation candidate `number` the card's translation, on the side the list translated into.
    static func pick(_ number: Int, list: WordList, card: inout Card) throws {
        let candidates = card.translationCandidates
        guard candidates.indices.contains(number - 1) else {
            throw UsageError("this card has \(candidates.count) translation candidate\(candidates.count == 1 ? "" : "s"); --pick takes 1 to \(max(1, candidates.count))")
        }
        let chosen = candidates[number - 1]
        let side = card.alternativesSide
        let previous = card.word(on: side)
        if side == .learned { card.learned = chosen.text } else { card.native = chosen.text }
        card.alternatives = card.alternatives.filter { $0.caseInsensitiveCompare(chosen.text) != .orderedSame && $0.caseInsensitiveCompare(previous) != .orderedSame }
        card.gender = side == .learned && chosen.partOfSpeech == .noun ? chosen.gender : nil
        card.partOfSpeech = chosen.partOfSpeech ?? card.partOfSpeech
        card.confidence = nil
        card.translationSource = "you (from \(chosen.sources.filter { $0 != "reverse" }.joined(separator: "+")))"
    }

    static func chooseCandidate(_ number: Int, for card: inout Card, store: ImageStore, downloader: any ImageDownloading) async throws {
        guard card.imageCandidates.indices.contains(number - 1) else {
            throw UsageError("this card has \(card.imageCandidates.count) image candidate\(card.imageCandidates.count == 1 ? "" : "s"); --image takes 1 to \(max(1, card.imageCandidates.count))")
        }
        let builder = ListBuilder(translators: [], imageProviders: [], downloader: downloader, imageStore: store)
        guard try await builder.choose(number - 1, for: &card) else {
            throw CommandFailure("image candidate \(number) could not be used")
        }
    }
}
