import Model
import Store
/// Reading lists and kits by the names learners type, and what a finished test opened.
extension StoryDesk {
    /// The line saying a test opened its stage's exam, or nil when the exam was already open or
    /// is still locked.
    public static func examOpened(by stage: Stage, before: StoryProgress, after: StoryProgress) -> String? {
        let exam = stage.exam
        guard before.examLock(exam) != nil, after.examLock(exam) == nil else { return nil }
        let stages = after.stages(of: exam).map(\.rawValue).joined(separator: " and ")
        return "Every kit of \(stages) scores \(StoryRules.kitPassMark)% or more: \(exam.title) is open (\(exam.command))."
    }
}
