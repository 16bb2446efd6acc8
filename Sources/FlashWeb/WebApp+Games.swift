import FoundationEssentials
import Support
import Model
import Store
import Learn
import Story
import Games

/// The games (guess, buzz, daily) and story mode's kit tests and exams as sessions of
/// `/api/sessions`: started with their own `"mode"`, answered, stopped and read like a learn
/// session, on the terminal's engines.
extension WebApp {
    var gameRoutes: [WebRoute] {
        [
            WebRoute("POST", "api/sessions/{id}/again") { [unowned self] _, path in .now(try playAgain(path["id"] ?? "")) },
            WebRoute("GET", "api/story") { [unowned self] _, _ in .now(try storyProgress()) },
        ]
    }

    /// The modes that are no flashcard session of `flash learn`, `review` or `train`.
    enum GameMode: String, Decodable, CaseIterable {
        case guess, buzz, daily
        case storyTest = "story-test"
        case storyExam = "story-exam"

        /// The fields a request for this mode may have.
        var fields: Set<String> {
            switch self {
            case .guess: ["mode", "list", "seed"]
            case .buzz: ["mode", "level", "rounds", "seed"]
            case .daily: ["mode"]
            case .storyTest: ["mode", "kit", "seed"]
            case .storyExam: ["mode", "stage", "seed", "strict"]
            }
        }
    }

    /// `{"mode": "guess", "list": "animals"}`, `{"mode": "buzz", "level": "advanced", "rounds": 5}`,
    /// `{"mode": "daily"}`, `{"mode": "story-test", "kit": "family"}`, `{"mode": "story-exam", "stage": "newborn"}`.
    struct GameRequest: Decodable {
        let mode: GameMode
        let list: String?
        let seed: UInt64?
        let level: WordLevel?
        let rounds: Int?
        let kit: String?
        let stage: String?
        let strict: Bool?
    }

    /// The game the request's `"mode"` names, or nil for a flashcard session.
    func gameMode(of request: WebRequest) throws -> GameMode? {
        let probe = try body(ModeProbe.self, of: request)
        guard let mode = probe.mode.flatMap(GameMode.init(rawValue:)) else { return nil }
        if let extra = probe.keys.subtracting(mode.fields).sorted().first {
            throw WebFailure.badRequest("a \(mode.rawValue) session does not take \"\(extra)\"")
        }
        return mode
    }

    /// Starts the game or story session the request asks for: 201 with its first question.
    func startGame(_ request: WebRequest) throws -> WebReply {
        let given = try body(GameRequest.self, of: request)
        if let rounds = given.rounds, !(1...50).contains(rounds) { throw WebFailure.badRequest("\"rounds\" takes 1 to 50") }
        let seed = given.seed ?? UInt64.random(in: 0...UInt64(Int64.max))
        switch given.mode {
        case .guess: return .now(try open { writer, now in try guess(given, seed: seed, store: writer.store, now: now) }.response)
        case .buzz: return try started(open { writer, now in try buzz(given, seed: seed, store: writer.store, now: now) })
        case .daily: return try startDaily()
        case .storyTest, .storyExam: return .now(try open { writer, now in try story(given, seed: seed, store: writer.store, now: now) }.response)
        }
    }

    /// The draw a quiz session's next question waits for, run off the writing lock; then the
    /// question is shown in `reply` (or, for a new session, in its state, 201).
    func afterDraw(_ id: String, _ draw: QuizDraw, reply: SessionReply?) -> WebReply {
        .later { [unowned self] in
            var draw = draw
            var failure: (any Error)?
            do { try await draw.run() } catch { failure = error }
            do {
                return try desk.writing { writer in
                    let now = desk.clock.now()
                    guard let quiz = writer.sessions.session(id) as? QuizSession else { throw WebFailure.conflict("the game ended meanwhile") }
                    if let failure {
                        try quiz.end(.stopped, at: now)
                        writer.sessions.retire(id, now: now)
                        throw failure
                    }
                    try quiz.install(draw, at: now)
                    var state = try quiz.state(at: now)
                    state.id = id
                    writer.sessions.retire(id, now: now)
                    guard var reply else { return WebResponse.json(state, status: 201) }
                    reply.session = state
                    return WebResponse.json(reply)
                }
            } catch {
                return Self.response(for: error)
            }
        }
    }
}

private extension WebApp {
    /// The keys of a session request, and its mode when it is text.
    struct ModeProbe: Decodable {
        let mode: String?
        let keys: Set<String>

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            keys = Set(container.allKeys.map(\.stringValue))
            mode = try? container.decode(String.self, forKey: Key(stringValue: "mode"))
        }
    }

    /// Makes a session under the writing lock and keeps it; returns its id and state.
    func open(_ make: (Writer, Date) throws -> any WebSessionDriver) throws -> (id: String, response: WebResponse) {
        try desk.writing { writer in
            guard !writer.closed else { throw WebFailure.conflict("flash serve is stopping") }
            let now = desk.clock.now()
            let session = try make(writer, now)
            let id = try writer.sessions.add(session, now: now)
            var state = try session.state(at: now)
            state.id = id
            writer.sessions.retire(id, now: now)
            return (id, WebResponse.json(state, status: 201))
        }
    }

    /// A new quiz session's reply once its first question is drawn.
    func started(_ opened: (id: String, response: WebResponse)) throws -> WebReply {
        let draw = try desk.writing { writer in (writer.sessions.session(opened.id) as? QuizSession)?.pendingDraw() }
        guard let draw else { return .now(opened.response) }
        return afterDraw(opened.id, draw, reply: nil)
    }

    func fixtures() throws -> URL {
        guard let fixtures = desk.fixtures else { throw WebFailure.conflict("cannot find flash's Fixtures/ folder: start flash serve with FLASH_RESOURCES set") }
        return fixtures
    }

    func guess(_ given: GameRequest, seed: UInt64, store: FlashStore, now: Date) throws -> any WebSessionDriver {
        let rules = try GuessRules(configuration: desk.configuration)
        let list = try given.list.map { try store.lists.named($0) }
        let words = try list.map { try GuessWords.list($0, store: store) } ?? GuessWords.bundled(fixtures: fixtures())
        let recording = store.gameRecording
        let engine = try GuessEngine(words: words, rules: rules, seed: seed, recorder: recording.answers, records: recording.scores, now: now)
        return GuessSession(engine: engine, list: list?.name, clock: desk.clock, now: now)
    }

    func buzz(_ given: GameRequest, seed: UInt64, store: FlashStore, now: Date) throws -> any WebSessionDriver {
        let level = try WordLevel.chosen(given.level, configuration: desk.configuration)
        let rounds = given.rounds ?? 10
        let recording = store.gameRecording
        let engine = try QuizEngine.buzz(words: level.playableWords(fixtures: fixtures()), level: level, rounds: rounds, seed: seed,
                                         definitions: definitions(), recorder: recording.answers, records: recording.scores, now: now)
        let questions = rounds == 1 ? "1 question" : "\(rounds) questions"
        return QuizSession(engine: engine, title: "Buzz (\(level.rawValue))", describe: "\(questions), seed \(seed): choose the word that fits",
                           clock: desk.clock, now: now)
    }

    /// Today's challenge: refused when done; its definitions are asked with no lock held.
    func startDaily() throws -> WebReply {
        let policy = desk.policy
        try desk.writing { writer in
            if let done = try DailyStart.done(at: desk.clock.now(), policy: policy, records: writer.store.gameRecording.scores) { throw Self.refusal(done) }
        }
        let levels = try WordLevel.all(fixtures: fixtures()), definitions = try definitions()
        let day = policy.day(of: desk.clock.now()).name
        return .later { [unowned self] in
            do {
                let questions = try await DailyStart.questions(for: day, levels: levels, definitions: definitions)
                let opened = try open { writer, now in
                    let recording = writer.store.gameRecording
                    let start = try DailyStart.start(day, questions: questions, at: now, policy: policy, recorder: recording.answers, records: recording.scores)
                    guard case .play(let engine, _) = start else { throw Self.refusal(start) }
                    return QuizSession(engine: engine, title: "Daily challenge \(day)", describe: "\(engine.game.rounds) words, the same for everyone today",
                                       clock: desk.clock, now: now)
                }
                switch try started(opened) {
                case .now(let response): return response
                case .later(let work): return await work()
                }
            } catch {
                return Self.response(for: error)
            }
        }
    }

    /// "You did today's challenge (2026-03-01): score 1000. The next one opens 2026-03-02."
    static func refusal(_ done: DailyStart) -> WebFailure {
        guard case let .done(day, score, nextDay, _) = done else { return .conflict("today's challenge could not start") }
        return .conflict("You did today's challenge (\(day)): score \(score). The next one opens \(nextDay).")
    }

    func definitions() throws -> Definitions {
        Definitions(configuration: desk.configuration, fixtures: try fixtures(), cache: try desk.responseCache(), environment: desk.environment) { _ in }
    }

    /// A kit test or a stage's exam on the flashcard engine; its score is kept when it ends.
    func story(_ given: GameRequest, seed: UInt64, store: FlashStore, now: Date) throws -> any WebSessionDriver {
        try StoryDesk(store: store).installBasics(fixtures: fixtures(), now: now)
        let plan: SessionPlan, title: String, finishing: (SessionEngine, Date) throws -> StoryOutcomeView?
        if given.mode == .storyTest {
            guard let name = given.kit else { throw WebFailure.badRequest("a story-test session takes \"kit\"") }
            let test = try KitTest(kitNamed: name, store: store, seed: seed)
            (plan, title) = (test.plan, "Test of '\(test.kit.name)'")
            finishing = { engine, time in
                guard let result = try test.record(engine, at: time) else { return nil }
                let line = "Score: \(result.score)% (best \(result.best)%; \(StoryRules.kitPassMark)% counts toward \(result.exam.title))."
                return StoryOutcomeView(score: result.score, best: result.best, passed: nil, lines: [line] + (result.opened.map { [$0] } ?? []))
            }
        } else {
            guard let stage = given.stage else { throw WebFailure.badRequest("a story-exam session takes \"stage\"") }
            let exam = try StoryExamination(stageNamed: stage, store: store, seed: seed, strict: given.strict ?? false)
            (plan, title) = (exam.plan, exam.exam.heading)
            finishing = { engine, time in
                guard let verdict = try exam.record(engine, at: time) else { return nil }
                return StoryOutcomeView(score: engine.score, best: nil, passed: engine.score >= StoryRules.examPassMark, lines: [verdict])
            }
        }
        let session = try FlashcardSession(kind: given.mode.rawValue, title: title, plan: plan, policy: desk.policy, clock: desk.clock, links: links, now: now,
                                           memory: { card in try store.memory.memory(of: card)?.state }, judging: desk.judging)
        session.finishing = finishing
        return session
    }

    func playAgain(_ id: String) throws -> WebResponse {
        try desk.writing { writer in
            let now = desk.clock.now()
            guard let session = writer.sessions.session(id) else {
                guard writer.sessions.endedState(id) != nil else { throw WebFailure.notFound("no session \(id)") }
                throw WebFailure.conflict("this game was stopped: start another")
            }
            guard let guess = session as? GuessSession else { throw WebFailure.badRequest("only a guess game is played again") }
            var state = try guess.playAgain(at: now)
            state.id = id
            return WebResponse.json(state)
        }
    }

    /// `GET /api/story`: the stage tree as `flash story --json` prints it.
    func storyProgress() throws -> WebResponse {
        try desk.writing { writer in
            try StoryDesk(store: writer.store).installBasics(fixtures: fixtures(), now: desk.clock.now())
            return WebResponse.json(StoryJSON(try writer.store.story.progress()))
        }
    }
}
