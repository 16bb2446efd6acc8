extension Schema {
    /// Migration 5: story mode (stages, kits, best scores, exams).
    static let story: [Migration] = [
        Migration(version: 5, name: "story mode", sql: """
            CREATE TABLE list_stages(
                list_id INTEGER PRIMARY KEY REFERENCES lists(id) ON DELETE CASCADE,
                stage TEXT NOT NULL,
                basic_key TEXT,
                assigned REAL NOT NULL);
            CREATE INDEX list_stages_by_stage ON list_stages(stage);
            CREATE TABLE kit_scores(
                list_id INTEGER PRIMARY KEY REFERENCES lists(id) ON DELETE CASCADE,
                best INTEGER NOT NULL,
                last INTEGER NOT NULL,
                tests INTEGER NOT NULL,
                updated REAL NOT NULL);
            CREATE TABLE exam_results(
                id INTEGER PRIMARY KEY,
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                exam TEXT NOT NULL,
                session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
                score INTEGER NOT NULL,
                passed INTEGER NOT NULL,
                taken REAL NOT NULL);
            CREATE INDEX exam_results_by_profile ON exam_results(profile_id, exam);
            CREATE TABLE final_choices(
                profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
                stage TEXT NOT NULL,
                chosen REAL NOT NULL,
                PRIMARY KEY(profile_id, stage));
            """),
    ]
}
