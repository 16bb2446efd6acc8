import FlashArguments
import FlashKit
import Foundation

/// `flash status`: due cards per list, the streak and the day's goal.
enum StatusCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "status", summary: "what is due, your streak and today's goal",
        options: [.flag("json", short: "j", "Print the status as JSON.")],
        discussion: "Example:\n  flash status")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let store = try context.store()
        let policy = try context.reviewPolicy()
        let now = context.clock.now()
        let today = policy.day(of: now)
        let status = StudyStatus(
            lists: try store.memory.listStatus(at: now, day: today, parameters: policy.parameters),
            day: today.name,
            streak: try store.memory.streak(today: today, startHour: policy.dayStartHour, timeZone: .current),
            reviewsToday: try store.memory.reviewCount(from: today.start, to: today.end),
            dailyGoal: policy.dailyGoal)
        if arguments.flag("json") {
            context.console.line(JSONOutput.encode(status))
            return
        }
        print(status, console: context.console)
    }

    static func print(_ status: StudyStatus, console: Console) {
        var table = TextTable("LIST", "DUE NOW", "TODAY", "NEW", "LEARNING", "RECALL", "LEECHES")
        for list in status.lists {
            let recall = list.retrievability.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"
            table.add(list.name, "\(list.dueNow)", "\(list.dueToday)", "\(list.new)", "\(list.learning)", recall, "\(list.leeches)")
        }
        if status.lists.isEmpty {
            console.line("No lists yet. Make one: flash new --lang es words.txt")
        } else {
            console.line(table.render())
        }
        let days = status.streak == 1 ? "1 day" : "\(status.streak) days"
        let fraction = min(1, Double(status.reviewsToday) / Double(max(1, status.dailyGoal)))
        let bar = String(repeating: "█", count: Int(fraction * 20)) + String(repeating: "░", count: 20 - Int(fraction * 20))
        console.line("")
        console.line("Streak: \(days).  Today (\(status.day)): \(status.reviewsToday)/\(status.dailyGoal) reviews \(bar) \(Int((fraction * 100).rounded()))%")
        let due = status.lists.map(\.dueNow).reduce(0, +)
        if due > 0 { console.line("\(due) card\(due == 1 ? " is" : "s are") due: flash review") }
    }
}
