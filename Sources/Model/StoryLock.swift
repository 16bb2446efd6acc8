import Support

/// What keeps a stage, an exam or the choice of final stages closed, phrased as what opens it.
public enum StoryLock: Sendable, Equatable, CustomStringConvertible {
    /// Passing this exam opens it.
    case passExam(Exam)
    /// A final stage the learner has not chosen.
    case chooseFinal(Stage)
    /// The final exam before any final stage is chosen.
    case chooseFinals
    /// These kits' best scores are under ``StoryRules/kitPassMark``.
    case kitsUnderPassMark([Kit])
    /// The stages hold no kit to examine.
    case noKits([Stage])

    /// "pass the newborn exam (flash story exam newborn)".
    public var description: String {
        switch self {
        case .passExam(let exam):
            "pass \(exam.title) (\(exam.command))"
        case .chooseFinal(let stage):
            "choose it (flash story choose \(stage.rawValue))"
        case .chooseFinals:
            "choose one or more final stages (flash story choose \(Stage.finals.map(\.rawValue).joined(separator: "|")))"
        case .kitsUnderPassMark(let kits):
            "score \(StoryRules.kitPassMark)% or more in every kit (still under: \(Self.listed(kits))) with flash story test KIT"
        case .noKits(let stages):
            "add a kit to \(stages.map(\.rawValue).joined(separator: " or ")) (flash stage LIST STAGE)"
        }
    }

    private static func listed(_ kits: [Kit]) -> String {
        let shown = kits.prefix(4).map { "'\(Text.printable($0.name))' \($0.best.map { "\($0)%" } ?? "not taken")" }
        let more = kits.count > 4 ? " and \(kits.count - 4) more" : ""
        return shown.joined(separator: ", ") + more
    }
}
