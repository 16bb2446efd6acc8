import FoundationEssentials
import Model
import Scheduling
import Learn

/// The day's challenge as it stands when asked for: done already (with its score and when the
/// next one opens), or a game to play.
public enum DailyStart {
    case done(day: String, score: Int, nextDay: String, opens: Date)
    case play(QuizEngine, day: String)

    /// Today's challenge under `policy`'s study day: the same five words for every profile,
    /// drawn from `levels`, each asked with its definition. Starting it marks it started.
    package nonisolated(nonsending) static func today(at now: Date, policy: ReviewPolicy, levels: () throws -> [WordLevel: [String]],
                              definitions: () throws -> Definitions, recorder: any SessionRecording,
                              records: any GameRecords) async throws -> DailyStart {
        if let done = try done(at: now, policy: policy, records: records) { return done }
        let day = policy.day(of: now).name
        let questions = try await questions(for: day, levels: levels(), definitions: definitions())
        return try start(day, questions: questions, at: now, policy: policy, recorder: recorder, records: records)
    }

    /// ``done(day:score:nextDay:opens:)`` when today's challenge is done already, else nil.
    package static func done(at now: Date, policy: ReviewPolicy, records: any GameRecords) throws -> DailyStart? {
        let day = policy.day(of: now).name
        guard let done = try records.daily(day), done.finished != nil else { return nil }
        let opens = policy.day(of: now).end
        return .done(day: day, score: done.score, nextDay: policy.day(of: opens).name, opens: opens)
    }

    /// The questions of `day`'s challenge, each word asked with its definition. This asks the
    /// definition providers and records nothing, so a front end that must not hold its store
    /// while it waits (the web server) asks for them first, then calls ``start(_:questions:at:policy:recorder:records:)``.
    package nonisolated(nonsending) static func questions(for day: String, levels: [WordLevel: [String]],
                                                          definitions: Definitions) async throws -> [BuzzQuestion] {
        try await questions(DailyChallenge(day: day, levels: levels), definitions: definitions)
    }

    /// Starts `day`'s challenge on `questions` (done already when another front end finished
    /// it meanwhile): marked started, recorded from now.
    package static func start(_ day: String, questions: [BuzzQuestion], at now: Date, policy: ReviewPolicy,
                              recorder: any SessionRecording, records: any GameRecords) throws -> DailyStart {
        if let done = try done(at: now, policy: policy, records: records) { return done }
        try records.startDaily(day, now: now)
        let engine = try QuizEngine(kind: .daily, rounds: questions.count, seed: DailyChallenge.seed(for: day),
                                    questions: .daily(day: day, questions: questions, asked: 0), recorder: recorder, records: records, now: now)
        return .play(engine, day: day)
    }

    /// When the challenge after `now` opens: the next study day's start.
    package static func nextOpening(after now: Date, policy: ReviewPolicy) -> (day: String, opens: Date) {
        let opens = policy.day(of: now).end
        return (policy.day(of: opens).name, opens)
    }
}

private extension DailyStart {
    nonisolated(nonsending) static func questions(_ challenge: DailyChallenge, definitions: Definitions) async throws -> [BuzzQuestion] {
        var questions: [BuzzQuestion] = []
        for word in challenge.words {
            guard let definition = await definitions.definition(of: word.word) else { continue }
            questions.append(BuzzQuestion(word: word.word, definition: definition, options: word.options))
        }
        guard !questions.isEmpty else { throw definitions.unknown("today's words") }
        return questions
    }
}
