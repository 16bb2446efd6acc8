/// A story-mode exam: one per stage, except that high-school and life-activities share one and
/// the final exam covers whichever final stages the learner chose.
public enum Exam: String, CaseIterable, Sendable, Codable {
    case newborn
    case preschool
    case earlySchool = "early-school"
    case highSchoolAndLifeActivities = "high-school+life-activities"
    case final

    /// The stages whose kits the exam asks; the final exam asks the chosen final stages.
    func stages(chosenFinals: Set<Stage> = []) -> [Stage] {
        switch self {
        case .newborn: [.newborn]
        case .preschool: [.preschool]
        case .earlySchool: [.earlySchool]
        case .highSchoolAndLifeActivities: [.highSchool, .lifeActivities]
        case .final: Stage.finals.filter(chosenFinals.contains)
        }
    }

    /// The stages a pass opens (the final stages are opened by choosing them after this exam).
    package var opens: [Stage] { Stage.allCases.filter { $0.openedBy == self && !$0.isFinal } }

    /// How the exam is named in sentences: "the newborn exam".
    public var title: String {
        switch self {
        case .highSchoolAndLifeActivities: "the high-school and life-activities exam"
        case .final: "the final exam"
        default: "the \(rawValue) exam"
        }
    }

    /// The command that takes it.
    package var command: String {
        switch self {
        case .highSchoolAndLifeActivities: "flash story exam high-school"
        default: "flash story exam \(rawValue)"
        }
    }

    /// The exam a learner means by STAGE in `flash story exam STAGE` ("final" names the final exam).
    public init?(parsing text: String) {
        if text.lowercased() == "final" {
            self = .final
        } else if let stage = Stage(parsing: text) {
            self = stage.exam
        } else {
            return nil
        }
    }
}
