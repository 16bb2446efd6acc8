import FlashKit

/// `flash story choose STAGE...`: adds final stages once the high-school and life-activities
/// exam is passed; the final exam then covers every chosen stage.
@MainActor
enum StoryChoice {
    static func run(stageNames: [String], context: Context) throws {
        let stages = try stageNames.map(StoryMode.stage)
        if let other = stages.first(where: { !$0.isFinal }) {
            let names = Stage.finals.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(other.rawValue) is not a final stage: choose among \(names)")
        }
        let store = try StoryMode.store(context)
        let progress = try store.story.progress()
        if let lock = progress.choiceLock { throw StoryMode.locked("Choosing the final stages", lock) }
        try store.story.choose(stages, now: context.clock.now())
        let chosen = try store.story.chosenFinals()
        let names = Stage.finals.filter(chosen.contains).map(\.rawValue).joined(separator: ", ")
        context.console.line("Final stages chosen: \(names). Take their kits' tests, then the final exam (flash story exam final).")
    }
}
