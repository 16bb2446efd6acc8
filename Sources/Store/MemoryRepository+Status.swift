import FoundationEssentials
import Model
import Scheduling

extension MemoryRepository {
    /// Per-list counts at `time`: one pass over the memory states, one over the cards.
    public func listStatus(at time: Date, day: StudyDay, parameters: SchedulerParameters) throws -> [StudyStatus.ListStatus] {
        // The forgetting curve of the scheduler's own formulas, evaluated by SQLite over every card.
        let formulas = FSRSFormulas(weights: parameters.weights, desiredRetention: parameters.desiredRetention)
        let (decay, factor) = (formulas.decay, formulas.factor)
        let lists = try database.query("SELECT id, name FROM lists WHERE profile_id = ? ORDER BY created, id", profileID)
        let cards = try database.query("""
            SELECT list_id, COUNT(*) AS n FROM cards WHERE list_id IN (SELECT id FROM lists WHERE profile_id = ?) GROUP BY list_id
            """, profileID)
        let counts = Dictionary(uniqueKeysWithValues: try cards.map { (try $0.int("list_id"), try $0.int("n")) })
        let memory = try database.query("""
            SELECT cards.list_id AS list_id, COUNT(*) AS known,
                SUM(memory.due <= ?1) AS due_now, SUM(memory.due < ?2) AS due_today,
                SUM(memory.phase IN (1, 3)) AS learning, SUM(memory.leech) AS leeches,
                AVG(CASE WHEN memory.stability > 0 AND memory.last_review IS NOT NULL
                    THEN pow(1 + ?3 * max(0, floor((?1 - memory.last_review) / 86400.0)) / memory.stability, ?4) END) AS recall
            FROM card_memory AS memory JOIN cards ON cards.id = memory.card_id
            WHERE cards.list_id IN (SELECT id FROM lists WHERE profile_id = ?5) GROUP BY cards.list_id
            """, time, day.end, factor, decay, profileID)
        let byList = Dictionary(uniqueKeysWithValues: try memory.map { (try $0.int("list_id"), $0) })
        return try lists.map { list in
            let id = try list.int("id"), row = byList[id], total = counts[id] ?? 0
            return StudyStatus.ListStatus(
                name: list.string("name"), cards: total, dueNow: try row?.int("due_now") ?? 0, dueToday: try row?.int("due_today") ?? 0,
                new: total - (try row?.int("known") ?? 0), learning: try row?.int("learning") ?? 0,
                retrievability: row?.optionalDouble("recall"), leeches: try row?.int("leeches") ?? 0)
        }
    }

    /// Consecutive days with a review (or a finished daily challenge), ending at `today`, or
    /// at the day before when `today` has none yet.
    public func streak(today: StudyDay, startHour: Int, timeZone: TimeZone) throws -> Int {
        let dailies = try database.hasTable("daily_challenges")
        func active(_ day: StudyDay) throws -> Bool {
            if try reviewed(from: day.start, to: day.end) { return true }
            guard dailies else { return false }
            return try database.first(
                "SELECT 1 AS found FROM daily_challenges WHERE profile_id = ? AND day = ? AND finished IS NOT NULL LIMIT 1", profileID, day.name) != nil
        }
        var day = today
        if try !active(day) { day = day.offset(by: -1, startHour: startHour, timeZone: timeZone) }
        var count = 0
        while count < 36_500, try active(day) {
            count += 1
            day = day.offset(by: -1, startHour: startHour, timeZone: timeZone)
        }
        return count
    }

    /// Reviews due on each of the `days` days starting with `today` (overdue cards count today).
    public func forecast(lists: [WordList], today: StudyDay, days: Int, startHour: Int, timeZone: TimeZone) throws -> [(day: StudyDay, count: Int)] {
        var buckets = (0..<days).map { today.offset(by: $0, startHour: startHour, timeZone: timeZone) }.map { ($0, 0) }
        guard let last = buckets.last?.0 else { return [] }
        let (filter, bindings) = listFilter(lists)
        let statement = try database.prepare("""
            SELECT memory.due AS due FROM card_memory AS memory JOIN cards ON cards.id = memory.card_id
            JOIN lists ON lists.id = cards.list_id WHERE \(filter) AND memory.due < ?
            """)
        try statement.bind(bindings + [.real(last.end.timeIntervalSince1970)])
        for row in try statement.rows() {
            let due = row.date("due")
            let index = due < today.end ? 0 : buckets.firstIndex { $0.0.contains(due) }
            if let index { buckets[index].1 += 1 }
        }
        return buckets.map { (day: $0.0, count: $0.1) }
    }
}
