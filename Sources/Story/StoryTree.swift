import Support
import Model
/// `flash story`: the stages in order with their kits, best scores, exams and locks.
public struct StoryTree {
    let progress: StoryProgress
    let style: TextStyle

    public init(progress: StoryProgress, style: TextStyle) {
        self.progress = progress
        self.style = style
    }

    /// The tree, one line per stage and per kit.
    public func render() -> [String] {
        var lines = ["Story mode: \(StoryRules.kitPassMark)% in every kit of a stage opens its exam; \(StoryRules.examPassMark)% in the exam opens the next stage."]
        for stage in Stage.allCases where !stage.isFinal {
            lines.append("├─ " + style.bold(stage.rawValue) + ": " + status(of: stage))
            lines += kitLines(stage, indent: "│  ")
        }
        lines.append("└─ " + style.bold("final stages") + ": " + finalStatus)
        for (index, stage) in Stage.finals.enumerated() {
            let last = index == Stage.finals.count - 1
            lines.append("   " + (last ? "└─ " : "├─ ") + style.bold(stage.rawValue) + ": " + status(of: stage))
            lines += kitLines(stage, indent: last ? "      " : "   │  ")
        }
        return lines
    }

    func status(of stage: Stage) -> String {
        if let lock = progress.lock(of: stage) {
            if case .chooseFinal = lock, progress.choiceLock == nil { return "not chosen: \(lock)" }
            return style.dim("locked: \(lock)")
        }
        let shared = stage.exam == .highSchoolAndLifeActivities ? " (one exam for high-school and life-activities)" : ""
        return examStatus(stage.exam) + shared
    }

    var finalStatus: String {
        if let lock = progress.choiceLock { return style.dim("locked: \(lock)") }
        if progress.chosenFinals.isEmpty { return "choose one or more (flash story choose STAGE)" }
        return examStatus(.final)
    }

    func examStatus(_ exam: Exam) -> String {
        if progress.hasPassed(exam), let record = progress.exams[exam] {
            return style.paint("✔ exam passed (best \(record.best)%)", TextStyle.green)
        }
        let tried = progress.exams[exam].map { ", best so far \($0.best)%" } ?? ""
        switch progress.examLock(exam) {
        case nil:
            return style.paint("open, exam open: \(exam.command)", TextStyle.yellow) + tried
        case .kitsUnderPassMark(let kits)?:
            let count = kits.count == 1 ? "1 kit" : "\(kits.count) kits"
            return "open, exam locked: \(count) under \(StoryRules.kitPassMark)% (flash story test KIT)" + tried
        case let lock?:
            return "open, exam locked: \(lock)" + tried
        }
    }

    func kitLines(_ stage: Stage, indent: String) -> [String] {
        let kits = progress.kits(in: stage)
        guard !kits.isEmpty else { return [indent + "└─ " + style.dim("no kits (flash stage LIST \(stage.rawValue))")] }
        let width = kits.map { Text.printable($0.name).count }.max() ?? 0
        return kits.enumerated().map { index, kit in
            let branch = index == kits.count - 1 ? "└─ " : "├─ "
            let name = Text.printable(kit.name).padded(to: width)
            let cards = "\(kit.list.cardCount) card\(kit.list.cardCount == 1 ? "" : "s")"
            let best = kit.best.map { "best \($0)%" } ?? "not taken"
            let mark = kit.isPassed ? style.paint(" ✔", TextStyle.green) : ""
            return indent + branch + name + "  " + cards.padded(to: 9) + "  " + best + mark
                + (kit.basic ? "" : " (yours)")
        }
    }
}
