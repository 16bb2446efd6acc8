#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Support
import Model

extension FlashStore {
    /// Answers in each synthetic session, and how many of them are misses (each on its own card),
    /// so that `flash mistakes` on a synthetic list shows that many rows.
    static let syntheticSessionLength = 50, syntheticMissesPerSession = 15

    /// What `flash-bench scale` asks `sqlite3` next to each command, by the row's name: the
    /// same rows read the plain way on the same database file. `status` is the status query:
    /// per list, due now and today, learning, leeches and the average forgetting curve; then
    /// the day's reviews.
    public static let sqliteEquivalents: [String: String] = [
        "learn": "SELECT * FROM cards WHERE list_id = 1 ORDER BY position LIMIT 4",
        "review": "SELECT card_id FROM card_memory WHERE due <= 1772355600 ORDER BY due LIMIT 20",
        "showJSON": "-json SELECT * FROM cards WHERE list_id = 1",
        "show": "SELECT native, learned FROM cards WHERE list_id = 1",
        "mistakes": "SELECT card_id, given, COUNT(*) FROM answers WHERE session_id = (SELECT MAX(id) FROM sessions) AND verdict != 'correct' GROUP BY card_id, given",
        "edit": "SELECT * FROM cards WHERE native = 'word 0-1'",
        "trivial": "SELECT 1",
        "status": """
        SELECT cards.list_id, COUNT(*), SUM(m.due <= 1772355600), SUM(m.due < 1772442000), SUM(m.phase IN (1, 3)), SUM(m.leech),
            AVG(CASE WHEN m.stability > 0 AND m.last_review IS NOT NULL
                THEN pow(1 + 0.2346 * max(0, floor((1772355600 - m.last_review) / 86400.0)) / m.stability, -0.5) END)
        FROM card_memory AS m JOIN cards ON cards.id = m.card_id GROUP BY cards.list_id;
        SELECT COUNT(*) FROM review_log WHERE reviewed >= 1772323200 AND reviewed < 1772409600
        """,
    ]

    /// Fills the store with a synthetic collection for benchmarks: `lists` lists of
    /// `cardsPerList` cards, four in five cards reviewed with memory states spread over forty
    /// days, `reviews` review log rows over the past 400 days, and `answers` answers in finished
    /// learn sessions spread over the lists (the last session of each list misses
    /// ``syntheticMissesPerSession`` cards). One transaction; the same `seed` gives the same collection.
    public func fillSynthetic(lists: Int, cardsPerList: Int, reviews: Int, answers: Int = 0, seed: UInt64, now: Date) throws {
        var generator = SplitMix64(seed: seed)
        let study = try Study(native: .english, learned: Language(code: "es"))
        try database.transaction {
            for number in 0..<lists {
                let cards = (0..<cardsPerList).map { Card(native: "word \(number)-\($0)", learned: "palabra \(number)-\($0)", created: now) }
                try self.lists.create(name: ListName("list \(number)"), study: study, cards: cards, now: now)
            }
            let ids = try database.query("SELECT id FROM cards").map { Int64(try $0.int("id")) }
            for id in ids where id % 5 != 0 {
                let due = now.addingTimeInterval(Double(Int(generator.next() % 40 * 86_400)) - 5 * 86_400)
                try database.run("""
                    INSERT INTO card_memory(card_id, phase, step, stability, difficulty, due, last_review, reps, lapses, leech)
                    VALUES (?, ?, NULL, ?, 5.0, ?, ?, 10, ?, ?)
                    """, id, 2 + Int(generator.next() % 2), 1 + Double(generator.next() % 50), due,
                    now.addingTimeInterval(-Double(generator.next() % 30) * 86_400), Int(generator.next() % 10), id % 97 == 0)
            }
            for index in 0..<reviews where !ids.isEmpty {
                let card = ids[index % ids.count]
                let reviewed = now.addingTimeInterval(-Double(generator.next() % (400 * 86_400)))
                try database.run("INSERT INTO review_log(card_id, profile_id, rating, reviewed, due) VALUES (?, ?, ?, ?, ?)",
                                 card, profileID, 1 + Int(generator.next() % 4), reviewed, reviewed.addingTimeInterval(86_400))
            }
            try fillSyntheticSessions(answers: answers, lists: lists, generator: &generator, now: now)
        }
    }
}

private extension FlashStore {
    /// Sessions of ``syntheticSessionLength`` answers, one list after another, a day apart and
    /// ending at `now`; each session's first answers are misses on distinct cards.
    func fillSyntheticSessions(answers: Int, lists: Int, generator: inout SplitMix64, now: Date) throws {
        let sessionsPerList = lists == 0 ? 0 : answers / Self.syntheticSessionLength / lists
        for list in try database.query("SELECT id FROM lists WHERE profile_id = ? ORDER BY id", profileID).map({ Int64(try $0.int("id")) }) {
            let cards = try database.query("SELECT id, native, learned FROM cards WHERE list_id = ? ORDER BY position", list)
            guard !cards.isEmpty else { continue }
            for session in 0..<sessionsPerList {
                let started = now.addingTimeInterval(Double(session - sessionsPerList) * 86_400)
                try database.run("""
                    INSERT INTO sessions(profile_id, list_id, kind, seed, planned, started, finished, ending)
                    VALUES (?, ?, 'learn', ?, ?, ?, ?, 'completed')
                    """, profileID, list, Int64(session), Self.syntheticSessionLength, started, started.addingTimeInterval(600))
                let sessionID = database.lastInsertedRowID
                for number in 0..<Self.syntheticSessionLength {
                    let missed = number < Self.syntheticMissesPerSession
                    let card = cards[missed ? (session * 31 + number) % cards.count : Int(generator.next() % UInt64(cards.count))]
                    let expected = card.string("learned"), given = missed ? ["", "casa", expected.uppercased() + "x"][number % 3] : expected
                    try database.run("""
                        INSERT INTO answers(session_id, card_id, direction, shown, expected, given, verdict, answered, milliseconds)
                        VALUES (?, ?, 'learned', ?, ?, ?, ?, ?, ?)
                        """, sessionID, try card.int("id"),
                        card.string("native"), expected, given, missed ? (given.isEmpty ? "skipped" : "wrong") : "correct",
                        started.addingTimeInterval(Double(number) * 10), 1_000 + Int(generator.next() % 4_000))
                }
            }
        }
    }
}
