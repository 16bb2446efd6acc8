import FoundationEssentials
import Model

/// Story mode's records for the current profile: which lists are kits of which stage, the best
/// test score of each kit, exam attempts and the chosen final stages.
public struct StoryRepository {
    let database: Database
    let profileID: Int64

    /// Every kit of the profile with its best score, in stage order, then oldest first.
    package func kits() throws -> [Kit] {
        let rows = try database.query("""
            SELECT lists.*, list_stages.stage, list_stages.basic_key, kit_scores.best,
                (SELECT COUNT(*) FROM cards WHERE cards.list_id = lists.id) AS card_count
            FROM lists JOIN list_stages ON list_stages.list_id = lists.id
            LEFT JOIN kit_scores ON kit_scores.list_id = lists.id
            WHERE lists.profile_id = ? ORDER BY lists.created, lists.id
            """, profileID)
        let kits = try rows.map { row in
            let stages = TableRow(row, table: "list_stages")
            return Kit(list: try ListRepository.list(from: row), stage: try stages.required("stage"),
                       basic: try stages.optionalString("basic_key") != nil, best: try TableRow(row, table: "kit_scores").optionalInt("best"))
        }
        return Stage.allCases.flatMap { stage in kits.filter { $0.stage == stage } }
    }

    /// The ids of the lists that are kits, for commands that show them apart.
    package func kitListIDs() throws -> Set<Int64> {
        Set(try database.query("""
            SELECT list_stages.list_id AS id FROM list_stages JOIN lists ON lists.id = list_stages.list_id WHERE lists.profile_id = ?
            """, profileID).map { Int64(try $0.int("id")) })
    }

    /// The kit a list is, if it is one.
    func kit(for list: WordList) throws -> Kit? {
        try kits().first { $0.list.id == list.id }
    }

    /// Everything the unlock rules need.
    public func progress() throws -> StoryProgress {
        StoryProgress(kits: try kits(), exams: try examRecords(), chosenFinals: try chosenFinals())
    }

    /// Stores the basic kits the profile lacks, all in one transaction, so calling it again (or
    /// from two processes at once) stores each kit once; returns the kits stored.
    @discardableResult
    package func install(_ basics: [BasicKit], now: Date) throws -> [BasicKit] {
        let wanted = try missing(basics)
        guard !wanted.isEmpty else { return [] }
        let questions = try Dictionary(uniqueKeysWithValues: wanted.map { ($0.key, try $0.questions()) })
        return try database.transaction {
            let missing = try missing(wanted)
            for basic in missing {
                let cards = (questions[basic.key] ?? []).map { $0.card(source: "kit", now: now) }
                let list = try lists.create(name: try freeName(basic.name), study: BasicKit.study, cards: cards, now: now)
                try database.run("INSERT INTO list_stages(list_id, stage, basic_key, assigned) VALUES (?, ?, ?, ?)",
                                 list.id, basic.stage.rawValue, basic.key, now)
            }
            return missing
        }
    }

    /// Stores a new user kit (a list and its stage) in one transaction, following indi's rules.
    @discardableResult
    package func createKit(name: ListName, stage: Stage, study: Study, cards: [Card], now: Date) throws -> WordList {
        try KitName.checkUnique(name, in: stage, among: kits())
        return try database.transaction {
            let list = try lists.create(name: name, study: study, cards: cards, now: now)
            try database.run("INSERT INTO list_stages(list_id, stage, basic_key, assigned) VALUES (?, ?, NULL, ?)",
                             list.id, stage.rawValue, now)
            return list
        }
    }

    /// Makes a user list a kit of `stage`, moves it, or (with nil) takes it out of story mode.
    /// Basic kits stay where they are; a kit's name must follow ``KitName``.
    public func assign(_ list: WordList, to stage: Stage?, now: Date) throws {
        if let kit = try kit(for: list), kit.basic { throw StoryError.basicKitStays(list.name, stage: kit.stage) }
        guard let stage else {
            try database.run("DELETE FROM list_stages WHERE list_id = ?", list.id)
            return
        }
        let name = try KitName.validate(list.name)
        try KitName.checkUnique(name, in: stage, among: kits(), except: list.id)
        try database.run("""
            INSERT INTO list_stages(list_id, stage, basic_key, assigned) VALUES (?, ?, NULL, ?)
            ON CONFLICT(list_id) DO UPDATE SET stage = excluded.stage, assigned = excluded.assigned
            """, list.id, stage.rawValue, now)
    }

    /// True when the list is one of the kits flash ships.
    public func isBasic(_ list: WordList) throws -> Bool {
        try database.first("SELECT 1 AS yes FROM list_stages WHERE list_id = ? AND basic_key IS NOT NULL", list.id) != nil
    }

    /// Keeps a finished test's score and returns the kit's best score.
    @discardableResult
    public func recordTest(of list: WordList, score: Int, now: Date) throws -> Int {
        try database.run("""
            INSERT INTO kit_scores(list_id, best, last, tests, updated) VALUES (?, ?, ?, 1, ?)
            ON CONFLICT(list_id) DO UPDATE SET best = MAX(best, excluded.best), last = excluded.last,
                tests = tests + 1, updated = excluded.updated
            """, list.id, score, score, now)
        return try database.first("SELECT best FROM kit_scores WHERE list_id = ?", list.id)?.int("best") ?? score
    }

    /// Keeps a finished exam attempt.
    public func recordExam(_ exam: Exam, score: Int, sessionID: Int64?, now: Date) throws {
        try database.run("""
            INSERT INTO exam_results(profile_id, exam, session_id, score, passed, taken) VALUES (?, ?, ?, ?, ?, ?)
            """, profileID, exam.rawValue, sessionID, score, score >= StoryRules.examPassMark, now)
    }

    /// Each exam taken, with its best score, attempts and whether it was ever passed.
    func examRecords() throws -> [Exam: ExamRecord] {
        let rows = try database.query("""
            SELECT exam, MAX(score) AS best, COUNT(*) AS attempts, MAX(passed) AS passed
            FROM exam_results WHERE profile_id = ? GROUP BY exam
            """, profileID)
        var records: [Exam: ExamRecord] = [:]
        for row in rows.map({ TableRow($0, table: "exam_results", key: "exam") }) {
            records[try row.required("exam")] = ExamRecord(best: try row.int("best"), attempts: try row.int("attempts"), passed: try row.bool("passed"))
        }
        return records
    }

    /// Adds final stages to the learner's choice.
    package func choose(_ stages: [Stage], now: Date) throws {
        try database.transaction {
            for stage in stages where stage.isFinal {
                try database.run("INSERT OR IGNORE INTO final_choices(profile_id, stage, chosen) VALUES (?, ?, ?)",
                                 profileID, stage.rawValue, now)
            }
        }
    }

    package func chosenFinals() throws -> Set<Stage> {
        Set(try database.query("SELECT stage FROM final_choices WHERE profile_id = ?", profileID)
            .map { try TableRow($0, table: "final_choices", key: "stage").required("stage") })
    }
}

extension FlashStore {
    /// Story mode's kits, scores, exams and choices for this profile.
    public var story: StoryRepository { StoryRepository(database: database, profileID: profileID) }
}

private extension StoryRepository {
    var lists: ListRepository { ListRepository(database: database, profileID: profileID) }

    /// The basic kits not stored for this profile yet.
    func missing(_ basics: [BasicKit]) throws -> [BasicKit] {
        let installed = Set(try database.query("""
            SELECT basic_key FROM list_stages JOIN lists ON lists.id = list_stages.list_id
            WHERE lists.profile_id = ? AND basic_key IS NOT NULL
            """, profileID).map { try TableRow($0, table: "list_stages", key: "basic_key").string("basic_key") })
        return basics.filter { !installed.contains($0.key) }
    }

    /// `name`, or "name (basic)", "name (basic 2)"... when the learner already has a list called that.
    func freeName(_ name: String) throws -> ListName {
        for attempt in 0..<100 {
            let suffix = attempt == 0 ? "" : attempt == 1 ? " (basic)" : " (basic \(attempt))"
            let candidate = try ListName(name + suffix)
            if try lists.find(candidate.value) == nil { return candidate }
        }
        throw ListError.nameTaken(name)
    }
}
