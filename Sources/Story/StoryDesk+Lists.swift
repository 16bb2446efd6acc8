import Model
import Store
/// Reading lists and kits by the names learners type, and what a finished test opened.
extension StoryDesk {
    /// A list by its name, or a kit by its short name ("family" for "newborn: family") as
    /// `story test` takes it (`flash train`).
    public static func trainable(_ name: String, store: FlashStore) throws -> WordList {
        if let list = try store.lists.find(name) { return list }
        do {
            return try kit(named: name, in: try store.story.progress(), store: store).list
        } catch is ListError {
            return try store.lists.named(name)
        }
    }

    /// The line saying a test opened its stage's exam, or nil when the exam was already open or
    /// is still locked.
    public static func examOpened(by stage: Stage, before: StoryProgress, after: StoryProgress) -> String? {
        let exam = stage.exam
        guard before.examLock(exam) != nil, after.examLock(exam) == nil else { return nil }
        let stages = after.stages(of: exam).map(\.rawValue).joined(separator: " and ")
        return "Every kit of \(stages) scores \(StoryRules.kitPassMark)% or more: \(exam.title) is open (\(exam.command))."
    }
}
