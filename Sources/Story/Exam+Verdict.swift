import Model
/// What an exam's score means to the learner: passed or not, and what it opens.
extension Exam {
    /// The title opening a sentence: "The newborn exam".
    public var heading: String { title.prefix(1).uppercased() + title.dropFirst() }

    /// One line for a finished exam: not passed (with the mark to reach), or passed and what
    /// is open now.
    public func verdict(score: Int) -> String {
        guard score >= StoryRules.examPassMark else {
            return "Not passed: \(score)% (\(StoryRules.examPassMark)% passes). Practise the kits and try again: \(command)."
        }
        let passed = "Passed \(title) with \(score)%"
        switch self {
        case .highSchoolAndLifeActivities:
            let names = Stage.finals.map(\.rawValue).joined(separator: ", ")
            return "\(passed): choose one or more final stages (\(names)) with flash story choose STAGE."
        case .final:
            return "\(passed): story mode is complete. Well done!"
        default:
            let opened = opens.map(\.rawValue).joined(separator: " and ")
            return "\(passed): \(opened) \(opens.count == 1 ? "is" : "are") open (flash story)."
        }
    }
}
