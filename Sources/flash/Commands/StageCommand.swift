import FlashArguments
import FlashKit

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
        let target = arguments.positionals[1]
        let stage = target.lowercased() == "none" ? nil : try StoryMode.stage(target)
        do {
            try store.story.assign(list, to: stage, now: context.clock.now())
        } catch let error as KitError {
            throw CommandFailure("'\(Text.printable(list.name))' cannot be a kit: \(error)")
        }
        guard let stage else {
            context.console.line("'\(Text.printable(list.name))' is no longer a kit.")
            return
        }
        let test = "flash story test \(BuildSummary.quoted(list.name))"
        context.console.line("'\(Text.printable(list.name))' is a kit of \(stage.rawValue): \(test).")
    }
}
