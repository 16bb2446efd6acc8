import FoundationEssentials
import Support

/// What a session did, counted: the summary, a test's score and training's progress.
extension SessionEngine {
    /// Answers judged right (`almost` included unless strict).
    public var rightAnswers: Int { answers.filter { $0.judgement.verdict.isRight }.count }

    /// The answers that were not right, in order.
    public var missed: [(question: Question, judgement: Judgement)] { answers.filter { !$0.judgement.verdict.isRight } }

    /// Right answers out of the cards planned, 0 to 100, rounded (indi's score).
    public var score: Int {
        plan.order.isEmpty ? 0 : Int((Double(rightAnswers) / Double(plan.order.count) * 100).rounded())
    }

    /// Right answers out of those given, 0 to 100, rounded.
    public var percentRight: Int {
        answers.isEmpty ? 0 : Int((Double(rightAnswers) / Double(answers.count) * 100).rounded())
    }

    /// Seconds from the start to the end (or to `now` while it runs).
    public func elapsed(now: Date) -> TimeInterval {
        if case .ended(_, let end) = state { return end.timeIntervalSince(started) }
        return now.timeIntervalSince(started)
    }

    /// The closing headline: "Session completed: 3/4 right (75%) in 2 minutes.", "Session out of
    /// time: ...", or for a session with no answer "Session stopped before the first answer."
    public func headline(now: Date) -> String {
        let ending = ending ?? .completed
        let opening = "Session " + (ending == .outOfTime ? "out of time" : ending.rawValue)
        guard !answers.isEmpty else { return "\(opening) before the first answer." }
        return "\(opening): \(rightAnswers)/\(answers.count) right (\(percentRight)%) in \(DurationText.words(elapsed(now: now)))."
    }

    /// The lines after the headline: each miss with its answer, then what to run next.
    public var closingLines: [String] {
        guard !answers.isEmpty else { return [] }
        var lines = missed.map { question, judgement in
            let given = judgement.verdict == .skipped ? "skipped" : "you: \(Text.printable(judgement.given))"
            return "  \(Text.printable(question.shown)) → \(Text.printable(question.answer)) (\(given))"
        }
        if let list = plan.list {
            let name = ShellWord.quoted(list.name)
            lines.append("See `flash results \(name)` and `flash mistakes \(name)`\(missed.isEmpty ? "" : "; drill them with `flash learn \(name) --only mistakes`").")
        }
        return lines
    }

    /// How the settings read in the session's opening line: "Spanish → English, choose among 4,
    /// seed 7".
    public func describe() -> String {
        var parts: [String] = []
        if let study = plan.study {
            let (from, to) = settings.direction == .native ? (study.native, study.learned) : (study.learned, study.native)
            parts.append(settings.direction == .mixed ? "both ways" : "\(from.name) → \(to.name)")
        }
        switch settings.answer {
        case .choice: parts.append("choose among \(settings.options)")
        case .type: parts.append("type the answer")
        case .self: parts.append("grade yourself")
        }
        if let timer = settings.timer { parts.append("\(DurationText.words(TimeInterval(timer))) on the clock") }
        parts.append("seed \(settings.seed)")
        return parts.joined(separator: ", ")
    }
}

extension SessionProgress {
    /// "████░░░░": cards right out of all, `width` characters wide.
    public func bar(width: Int) -> String {
        Text.meter(learned, of: total, width: width)
    }
}
