import FlashArguments
import FoundationEssentials
import Model
import Providers
import ListMaker
import Reports
import Support

/// `flash edit`: changes a card's translation or image.
enum EditCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "edit", summary: "change a card's translation or image",
        options: [
            .option(.translation, "TEXT", "The learned-language word (\"casa, hogar\" keeps alternatives)."),
            .option(.native, "TEXT", "The word in your language (\"house, home\" keeps alternatives)."),
            .option(.pick, "N", "Make translation candidate N the translation (see the numbers `flash edit NAME WORD` lists)."),
            .option(.image, "N", "Use image candidate N (see the numbers `flash edit NAME WORD` lists); 0 or none removes the picture."),
            .flag(.noImage, "Remove the card's picture (its candidates stay for --image N)."),
            .option(.imageFile, "PATH", "Use your own PNG, JPEG, GIF or WebP file (at most 10 MB)."),
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
              flash edit animals dog --no-image
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let list = try store.lists.named(arguments.positionals[0])
        let changing = [OptionName.translation, .native, .pick, .image, .imageFile].contains { arguments.value($0) != nil } || arguments.flag(.noImage)
        if changing, try store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
        let word = arguments.positionals[1]
        var card = try store.cards.card(named: word, in: list) ?? CardLookup.find(word, in: store.cards.all(in: list), list: list)
        if [arguments.value(.image) != nil, arguments.value(.imageFile) != nil, arguments.flag(.noImage)].filter({ $0 }).count > 1 {
            throw UsageError("give one of --image, --image-file and --no-image")
        }
        let removing = arguments.flag(.noImage) || ["0", "none"].contains(arguments.value(.image)?.lowercased() ?? "")
        let changes = [OptionName.translation, .native, .pick, .image, .imageFile].compactMap { arguments.value($0) } + (removing ? ["no-image"] : [])
        guard !changes.isEmpty else {
            let memory = try store.memory.memory(of: card.id)
            let recall = try memory.map { try context.reviewPolicy().scheduler.retrievability(of: $0.state, at: context.clock.now()) }
            context.console.lines(CardInfo.lines(for: card) + CardInfo.memoryLines(
                memory, recall: recall ?? 0, history: memory == nil ? [] : try store.memory.history(of: card.id))
                + CardInfo.gameLines(try store.sessions.gameAnswers(ofCard: card.id)))
            return
        }
        if [arguments.value(.translation), arguments.value(.native), arguments.value(.pick)].compactMap({ $0 }).count > 1 {
            throw UsageError("give one of --translation, --native and --pick")
        }
        let before = card.learned
        if let number = try arguments.int(.pick, in: 1...99) { try card.pickCandidate(number) }
        if let translation = arguments.value(.translation) { try card.setWords(translation, on: .learned, option: "--translation") }
        card.pronounceAnew(since: before, in: list.study.learned, pronounce: Espeak.pronouncer(environment: context.environment))
        if let native = arguments.value(.native) { try card.setWords(native, on: .native, option: "--native") }
        let imageStore = ImageStore(directory: context.paths.imagesDirectory)
        if removing {
            card.removeImage()
        } else if let number = try arguments.int(.image, in: 1...99) {
            let setup = ProviderSetup(configuration: context.configuration, fixtures: try context.fixtures(),
                                      cache: try context.responseCache(), environment: context.environment, roles: [.images])
            try await card.pickImage(number, store: imageStore, downloader: setup.downloader)
        }
        if let path = arguments.value(.imageFile) { try card.useImageFile(at: path, store: imageStore) }
        try store.cards.update(card)
        context.console.line("Updated '\(Text.printable(card.native))' - '\(Text.printable(card.learned))' in '\(Text.printable(list.name))'.")
    }
}
