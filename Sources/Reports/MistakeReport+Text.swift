import FoundationEssentials
import Support

extension MistakeReport {
    /// `flash mistakes` for a person: `scope` names what was looked at ("session #3, ..."), then
    /// each missed card with what was given instead and how often.
    public func lines(scope: String, style: TextStyle) -> [String] {
        guard !entries.isEmpty else { return ["No mistakes in '\(Text.printable(list))' (\(scope))."] }
        var lines = [style.bold("Mistakes in '\(Text.printable(list))' (\(scope)): \(entries.count) card\(entries.count == 1 ? "" : "s")")]
        for entry in entries {
            let seen = entry.lastSeen.map { ", last seen \(DateText.minute($0))" } ?? ""
            let leech = entry.leech ? style.paint(" [leech]", TextStyle.red) : ""
            lines.append("\(Text.printable(entry.shown)) → \(style.bold(Text.printable(entry.expected)))   right \(entry.right), wrong \(entry.wrong)\(seen)\(leech)")
            for wrong in entry.wrongAnswers {
                let given = wrong.selfGraded ? "you graded it \(wrong.given.capitalized)"
                    : wrong.given.isEmpty ? "skipped" : "you said '\(Text.printable(wrong.given))'"
                let confused = wrong.confusedWith.map { ": that is \(Text.printable($0))" } ?? ""
                lines.append("    \(given) \(wrong.count)×\(confused)")
            }
        }
        return lines
    }
}
