import Reports
extension PrintableReport.Session {
    /// A session of `flash results`.
    init(_ session: ResultsReport.Session) {
        self.init(started: session.started, durationSeconds: session.durationSeconds, answered: session.answered, right: session.right)
    }
}

extension PrintableReport.Mistake {
    /// A card of `flash mistakes`.
    init(_ entry: MistakeReport.Entry) {
        self.init(
            native: entry.native, learned: entry.learned, expected: entry.expected,
            wrongAnswers: entry.wrongAnswers.map {
                WrongAnswer(given: $0.given, count: $0.count, selfGraded: $0.selfGraded, confusedWith: $0.confusedWith)
            },
            right: entry.right, wrong: entry.wrong, lastSeen: entry.lastSeen, leech: entry.leech)
    }
}
