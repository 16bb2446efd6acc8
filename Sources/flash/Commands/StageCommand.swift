import FlashArguments
import Story

/// `flash stage LIST STAGE`: makes a list a story-mode kit of a stage (or `none`: no stage).
enum StageCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "stage", summary: "make a list a story-mode kit of a stage",
        arguments: [.required("LIST", "The list.", completion: .lists), .required("STAGE", "A stage name, or none.")],
        discussion: """
            A kit's name has 1 to 30 characters and is unique within its stage (ignoring case).
            Adding a kit to a stage whose exam is passed locks nothing again. Basic kits stay in
            their stage. `none` takes a list out of story mode (its best score is kept).

            Examples:
              flash stage home preschool
              flash stage home none
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try StoryMode.store(context)
        let list = try store.lists.named(arguments.positionals[0])
        context.console.line(try StoryDesk(store: store).assign(list, to: arguments.positionals[1], now: context.clock.now()))
    }
}
