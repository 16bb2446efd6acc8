import FlashArguments
import Support
import Story
import Model

/// `flash story`: indi's story mode over flash's lists: stages of kits, kit tests and exams.
enum StoryCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "story", summary: "story mode: stages of kits, tests and exams from newborn to university",
        options: [
            .option(.seed, "N", "Make the order and the options repeatable."),
            .flag(.strict, "In an exam, count an almost-right answer (an accent, a typo) as wrong."),
            .flag(.json, short: "j", "Print the stage tree as JSON."),
        ],
        arguments: [
            .optional("ACTION", "test KIT, exam STAGE or choose STAGE...", completion: .choices(["test", "exam", "choose"])),
            .repeating("NAME", maximum: 3, "The kit or stages the action takes.", completion: .depending(on: 0, [
                "test": .kits, "exam": .cases(of: Stage.self), "choose": .choices(Stage.finals.map(\.rawValue)),
            ])),
        ],
        discussion: """
            Stages: newborn, preschool, early-school, high-school, life-activities, then one or more
            of programming-university, construction-university, side-jobs. A kit is a list in a
            stage: basic kits (English → Spanish) are stored on first use; add yours with
            flash new --stage, flash stage or flash import.

              flash story                   the stage tree: kits, best scores, exams, locks
              flash story test KIT          every card of the kit, 4 options; the best score is kept
              flash story exam STAGE        10 typed questions from the stage's kits; 50% passes
              flash story choose STAGE...   pick final stages once life-activities' exam is passed

            A stage's exam opens when every kit in it scores 70% or more; passing it opens the next
            stage. high-school and life-activities share one exam; the final exam covers the
            chosen final stages. Kit names may be given without their stage ("family").

            Examples:
              flash story
              flash story test "newborn: family"
              flash story exam newborn --seed 3
              flash story choose programming-university side-jobs
            """)

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let words = arguments.positionals
        switch (words.first, words.count) {
        case (nil, _):
            let progress = try StoryMode.store(context, announce: true).story.progress()
            let json = arguments.flag(.json), style = context.console.style
            context.console.lines(json ? [JSONOutput.encode(StoryJSON(progress))] : StoryTree(progress: progress, style: style).render())
        case ("test", 2):
            try StoryTest.run(kitName: words[1], arguments: arguments, context: context)
        case ("exam", 2):
            try StoryExam.run(stageName: words[1], arguments: arguments, context: context)
        case ("choose", 2...):
            let store = try StoryMode.store(context)
            context.console.line(try StoryDesk(store: store).choose(Array(words.dropFirst()), now: context.clock.now()))
        default:
            throw UsageError("usage: flash story [test KIT | exam STAGE | choose STAGE...]; `flash story --help` explains")
        }
    }
}
