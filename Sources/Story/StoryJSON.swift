import Model
/// `flash story --json`: the same, for programs.
public struct StoryJSON: Encodable {
    struct KitEntry: Encodable {
        let name: String
        let basic: Bool
        let cards: Int
        let best: Int?
        let passed: Bool
    }

    struct StageEntry: Encodable {
        let stage: String
        let open: Bool
        let lock: String?
        let exam: String
        let kits: [KitEntry]
    }

    struct ExamEntry: Encodable {
        let exam: String
        let stages: [String]
        let open: Bool
        let lock: String?
        let passed: Bool
        let best: Int?
        let attempts: Int
    }

    let stages: [StageEntry]
    let exams: [ExamEntry]
    let chosenFinals: [String]
    let canChooseFinals: Bool
    let complete: Bool

    public init(_ progress: StoryProgress) {
        stages = Stage.allCases.map { stage in
            StageEntry(stage: stage.rawValue, open: progress.lock(of: stage) == nil, lock: progress.lock(of: stage)?.description,
                       exam: stage.exam.rawValue, kits: progress.kits(in: stage).map {
                           KitEntry(name: $0.name, basic: $0.basic, cards: $0.list.cardCount, best: $0.best, passed: $0.isPassed)
                       })
        }
        exams = Exam.allCases.map { exam in
            let record = progress.exams[exam]
            return ExamEntry(exam: exam.rawValue, stages: progress.stages(of: exam).map(\.rawValue), open: progress.examLock(exam) == nil,
                             lock: progress.examLock(exam)?.description, passed: record?.passed ?? false, best: record?.best,
                             attempts: record?.attempts ?? 0)
        }
        chosenFinals = Stage.finals.filter(progress.chosenFinals.contains).map(\.rawValue)
        canChooseFinals = progress.choiceLock == nil
        complete = progress.isComplete
    }
}
