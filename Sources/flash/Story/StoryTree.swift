import FlashKit

/// `flash story`: the stages in order with their kits, best scores, exams and locks.
@MainActor
struct StoryTree {
    let progress: StoryProgress
    let console: Console

    /// The tree, one line per stage and per kit.
    func render() -> [String] {
        var lines = ["Story mode: \(StoryRules.kitPassMark)% in every kit of a stage opens its exam; \(StoryRules.examPassMark)% in the exam opens the next stage."]
        for stage in Stage.allCases where !stage.isFinal {
            lines.append("├─ " + console.bold(stage.rawValue) + ": " + status(of: stage))
            lines += kitLines(stage, indent: "│  ")
        }
        lines.append("└─ " + console.bold("final stages") + ": " + finalStatus)
        for (index, stage) in Stage.finals.enumerated() {
            let last = index == Stage.finals.count - 1
            lines.append("   " + (last ? "└─ " : "├─ ") + console.bold(stage.rawValue) + ": " + status(of: stage))
            lines += kitLines(stage, indent: last ? "      " : "   │  ")
        }
        return lines
    }

    func status(of stage: Stage) -> String {
        if let lock = progress.lock(of: stage) {
            if case .chooseFinal = lock, progress.choiceLock == nil { return "not chosen: \(lock)" }
            return console.dim("locked: \(lock)")
        }
        let shared = stage.exam == .highSchoolAndLifeActivities ? " (one exam for high-school and life-activities)" : ""
        return examStatus(stage.exam) + shared
    }

    var finalStatus: String {
        if let lock = progress.choiceLock { return console.dim("locked: \(lock)") }
        if progress.chosenFinals.isEmpty { return "choose one or more (flash story choose STAGE)" }
        return examStatus(.final)
    }

    func examStatus(_ exam: Exam) -> String {
        if progress.hasPassed(exam), let record = progress.exams[exam] {
            return console.paint("✔ exam passed (best \(record.best)%)", Console.green)
        }
        let tried = progress.exams[exam].map { ", best so far \($0.best)%" } ?? ""
        switch progress.examLock(exam) {
        case nil:
            return console.paint("open, exam open: \(exam.command)", Console.yellow) + tried
        case .kitsUnderPassMark(let kits)?:
            let count = kits.count == 1 ? "1 kit" : "\(kits.count) kits"
            return "open, exam locked: \(count) under \(StoryRules.kitPassMark)% (flash story test KIT)" + tried
        case let lock?:
            return "open, exam locked: \(lock)" + tried
        }
    }

    func kitLines(_ stage: Stage, indent: String) -> [String] {
        let kits = progress.kits(in: stage)
        guard !kits.isEmpty else { return [indent + "└─ " + console.dim("no kits (flash stage LIST \(stage.rawValue))")] }
        let width = kits.map { Text.printable($0.name).count }.max() ?? 0
        return kits.enumerated().map { index, kit in
            let branch = index == kits.count - 1 ? "└─ " : "├─ "
            let name = Text.printable(kit.name).padded(to: width)
            let cards = "\(kit.list.cardCount) card\(kit.list.cardCount == 1 ? "" : "s")"
            let best = kit.best.map { "best \($0)%" } ?? "not taken"
            let mark = kit.isPassed ? console.paint(" ✔", Console.green) : ""
            return indent + branch + name + "  " + cards.padded(to: 9) + "  " + best + mark
                + (kit.basic ? "" : " (yours)")
        }
    }
}

/// `flash story --json`: the same, for programs.
struct StoryJSON: Encodable {
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

    init(_ progress: StoryProgress) {
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
