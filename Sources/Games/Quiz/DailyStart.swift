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
        let day = policy.day(of: now).name
        if let done = try records.daily(day), done.finished != nil {
            let opens = policy.day(of: now).end
            return .done(day: day, score: done.score, nextDay: policy.day(of: opens).name, opens: opens)
        }
        let questions = try await Self.questions(DailyChallenge(day: day, levels: try levels()), definitions: try definitions())
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
