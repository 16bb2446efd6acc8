import Support
import Store
extension StudyStatus {
    /// `flash status` for a person: a table of the lists, the streak and today's progress bar,
    /// and how many cards are due.
    public var lines: [String] {
        var table = TextTable("LIST", "DUE NOW", "TODAY", "NEW", "LEARNING", "RECALL", "LEECHES")
        for list in lists {
            let recall = list.retrievability.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"
            table.add(list.name, "\(list.dueNow)", "\(list.dueToday)", "\(list.new)", "\(list.learning)", recall, "\(list.leeches)")
        }
        var lines = [lists.isEmpty ? "No lists yet. Make one: flash new --lang es words.txt" : table.render()]
        let days = streak == 1 ? "1 day" : "\(streak) days"
        let fraction = min(1, Double(reviewsToday) / Double(max(1, dailyGoal)))
        let bar = String(repeating: "█", count: Int(fraction * 20)) + String(repeating: "░", count: 20 - Int(fraction * 20))
        lines += ["", "Streak: \(days).  Today (\(day)): \(reviewsToday)/\(dailyGoal) reviews \(bar) \(Int((fraction * 100).rounded()))%"]
        let due = lists.map(\.dueNow).reduce(0, +)
        if due > 0 { lines.append("\(due) card\(due == 1 ? " is" : "s are") due: flash review") }
        return lines
    }
}
