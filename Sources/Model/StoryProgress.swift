/// Where a learner stands in story mode: the kits with their best scores, the exams taken and
/// the final stages chosen. Every unlock rule is a function of this value.
public struct StoryProgress: Sendable, Equatable {
    public var kits: [Kit]
    package var exams: [Exam: ExamRecord]
    package var chosenFinals: Set<Stage>

    package init(kits: [Kit] = [], exams: [Exam: ExamRecord] = [:], chosenFinals: Set<Stage> = []) {
        self.kits = kits
        self.exams = exams
        self.chosenFinals = chosenFinals
    }

    package func hasPassed(_ exam: Exam) -> Bool { exams[exam]?.passed == true }

    /// The kits of a stage, in the order they were stored.
    package func kits(in stage: Stage) -> [Kit] { kits.filter { $0.stage == stage } }

    /// The stages an exam asks now (the final exam: the chosen final stages).
    public func stages(of exam: Exam) -> [Stage] { exam.stages(chosenFinals: chosenFinals) }

    /// What keeps a stage closed; nil when it is open. A stage stays open once opened.
    public func lock(of stage: Stage) -> StoryLock? {
        guard let opener = stage.openedBy else { return nil }
        guard hasPassed(opener) else { return .passExam(opener) }
        if stage.isFinal, !chosenFinals.contains(stage) { return .chooseFinal(stage) }
        return nil
    }

    /// What keeps the choice of final stages closed: the high-school and life-activities exam.
    package var choiceLock: StoryLock? {
        hasPassed(.highSchoolAndLifeActivities) ? nil : .passExam(.highSchoolAndLifeActivities)
    }

    /// What keeps an exam closed; nil when it can be taken. An exam opens when its stages are
    /// open and every one of their kits scores at least 70%; once passed it stays open, even
    /// when a kit is added later.
    public func examLock(_ exam: Exam) -> StoryLock? {
        if hasPassed(exam) { return nil }
        if exam == .final {
            if let choiceLock { return choiceLock }
            if chosenFinals.isEmpty { return .chooseFinals }
        }
        let stages = stages(of: exam)
        if let closed = stages.lazy.compactMap(lock(of:)).first { return closed }
        let examined = kits.filter { stages.contains($0.stage) }
        guard !examined.isEmpty else { return .noKits(stages) }
        let under = examined.filter { !$0.isPassed }
        return under.isEmpty ? nil : .kitsUnderPassMark(under)
    }

    /// True once the final exam is passed.
    package var isComplete: Bool { hasPassed(.final) }
}
