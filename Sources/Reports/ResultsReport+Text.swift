import FoundationEssentials
import Support
import Model

extension ResultsReport {
    /// `flash results` for a person: the last session, the totals and, with two sessions or more,
    /// charts of score and duration. `duration` says a number of seconds ("3 min 05 s").
    public func lines(ascii: Bool, style: TextStyle, duration: (TimeInterval) -> String) -> [String] {
        var lines = [style.bold("Results for '\(Text.printable(list))'")]
        guard let last else { return lines + ["No sessions yet: flash learn \(ShellWord.quoted(list))"] }
        let ending = last.ending ?? "running"
        lines.append("Last session #\(last.id) (\(DateText.minute(last.started)), \(ending)): \(last.right)/\(last.answered) right "
            + "(\(Int(last.score.rounded()))%) in \(duration(last.durationSeconds))")
        lines.append("  " + SessionVerdict.allCases.map { "\($0.rawValue) \(last.verdicts[$0.rawValue] ?? 0)" }.joined(separator: ", ")
            + (last.withHint > 0 ? " (\(last.withHint) right with hint)" : ""))
        lines.append("Totals: \(totals.sessions) session\(totals.sessions == 1 ? "" : "s"), \(duration(totals.timeSpentSeconds)) spent, "
            + "\(totals.right)/\(totals.answers) answers right (\(Int(totals.accuracy.rounded()))%)")
        guard recent.count > 1 else { return lines }
        let labels = recent.map { "#\($0.id)" }
        return lines + ["", Chart.Bars(title: "Score per session (%)", values: recent.map(\.score), labels: labels, unit: "%", height: 6, ascii: ascii).render(),
                        "", Chart.Bars(title: "Duration per session (s)", values: recent.map(\.durationSeconds), labels: labels, unit: "s", height: 6, ascii: ascii).render()]
    }
}
