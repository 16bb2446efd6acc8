import Support
/// A story-mode stage, in the order a learner goes through them (indi's study stages): five
/// stages one after the other, then one or more final stages chosen by the learner.
public enum Stage: String, CaseIterable, Sendable, Codable, Comparable {
    case newborn
    case preschool
    case earlySchool = "early-school"
    case highSchool = "high-school"
    case lifeActivities = "life-activities"
    case programmingUniversity = "programming-university"
    case constructionUniversity = "construction-university"
    case sideJobs = "side-jobs"

    /// The stages a learner chooses among once the high-school and life-activities exam is passed.
    package static let finals: [Stage] = [.programmingUniversity, .constructionUniversity, .sideJobs]

    /// True for the university and job stages.
    package var isFinal: Bool { Self.finals.contains(self) }

    /// The exam that covers this stage.
    public var exam: Exam {
        switch self {
        case .newborn: .newborn
        case .preschool: .preschool
        case .earlySchool: .earlySchool
        case .highSchool, .lifeActivities: .highSchoolAndLifeActivities
        case .programmingUniversity, .constructionUniversity, .sideJobs: .final
        }
    }

    /// The exam whose pass opens this stage; nil for the first stage.
    var openedBy: Exam? {
        switch self {
        case .newborn: nil
        case .preschool: .newborn
        case .earlySchool: .preschool
        case .highSchool, .lifeActivities: .earlySchool
        case .programmingUniversity, .constructionUniversity, .sideJobs: .highSchoolAndLifeActivities
        }
    }

    /// Reads a stage as a learner types it: any case, spaces or underscores for dashes
    /// ("Early school" is early-school); nil when it names no stage.
    package init?(parsing text: String) {
        let key = Text.collapsingWhitespace(text).lowercased()
            .replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
        self.init(rawValue: key)
    }

    public static func < (lhs: Stage, rhs: Stage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
