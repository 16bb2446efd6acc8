import FoundationEssentials
import Support
import Model
import Store
import Learn
import Story
import Games

/// `/api/sessions`: a learn, review or train session on the same engine as the terminal's,
/// one answer at a time; every answer is recorded before its verdict is sent.
extension WebApp {
    var sessionRoutes: [WebRoute] {
        [
            WebRoute("POST", "api/sessions") { [unowned self] request, _ in
                try gameMode(of: request) == nil ? .now(try startSession(request)) : try startGame(request)
            },
            WebRoute("GET", "api/sessions/{id}") { [unowned self] _, path in .now(try sessionState(path["id"] ?? "")) },
            WebRoute("POST", "api/sessions/{id}/answers") { [unowned self] request, path in
                let given = try body(AnswerRequest.self, of: request)
                let action: WebAction = given.skip == true ? .skip : .answer(given.text ?? "")
                return try act(action, on: path["id"] ?? "", seconds: given.seconds)
            },
            WebRoute("POST", "api/sessions/{id}/undo") { [unowned self] _, path in try act(.undo, on: path["id"] ?? "", seconds: nil) },
            WebRoute("POST", "api/sessions/{id}/hint") { [unowned self] _, path in try act(.hint, on: path["id"] ?? "", seconds: nil) },
            WebRoute("POST", "api/sessions/{id}/stop") { [unowned self] _, path in try act(.stop, on: path["id"] ?? "", seconds: nil) },
        ]
    }

    /// `{"text": "perro"}`, `{"skip": true}`; `"seconds"` says how long the answer took, on a
    /// fixed clock (FLASH_NOW) only.
    struct AnswerRequest: Decodable {
        let text: String?
        let skip: Bool?
        let seconds: Double?
    }

    /// `{"mode": "learn", "list": "animals", "answer": "type", ...}`: the settings of `flash
    /// learn`, `review` and `train` by their option names.
    struct SessionRequest: Decodable {
        let mode: SessionKind
        let list: String?
        let lists: [String]?
        let answer: AnswerMode?
        let direction: Direction?
        let show: QuestionShow?
        let options: Int?
        let count: Int?
        let retry: Bool?
        let timer: Int?
        let seed: UInt64?
        let strict: Bool?
        let articles: Bool?
        let only: CardFilter?
        let limit: Int?
        let new: Int?
    }
}

extension SessionKind: Decodable {}

private extension WebApp {
    func startSession(_ request: WebRequest) throws -> WebResponse {
        let given = try body(SessionRequest.self, of: request)
        try Self.check(given)
        let settings = try Self.choices(given).settings(configuration: desk.configuration)
        let desk = desk, links = links
        return try desk.writing { writer in
            guard !writer.closed else { throw WebFailure.conflict("flash serve is stopping") }
            let now = desk.clock.now()
            let (plan, title) = try Self.plan(given, settings: settings, store: writer.store, desk: desk, now: now)
            guard !plan.isEmpty else { throw WebFailure.unprocessable(try Self.nothingToAsk(given, plan: plan, store: writer.store, now: now)) }
            let session = try FlashcardSession(kind: given.mode.rawValue, title: title, plan: plan, policy: desk.policy, clock: desk.clock, links: links, now: now,
                                               memory: { [store = writer.store] card in try store.memory.memory(of: card)?.state }, judging: desk.judging)
            let id = try writer.sessions.add(session, now: now)
            var state = try session.state(at: now)
            state.id = id
            writer.sessions.retire(id, now: now)
            return WebResponse.json(state, status: 201)
        }
    }

    func sessionState(_ id: String) throws -> WebResponse {
        try desk.writing { writer in
            let now = desk.clock.now()
            guard let session = writer.sessions.session(id) else {
                guard var state = writer.sessions.endedState(id) else { throw WebFailure.notFound("no session \(id)") }
                state.id = id
                return WebResponse.json(state)
            }
            var state = try session.state(at: now)
            state.id = id
            writer.sessions.retire(id, now: now)
            return WebResponse.json(state)
        }
    }

    /// Does what the learner asked; a quiz's next question is drawn after, off the lock.
    func act(_ action: WebAction, on id: String, seconds: Double?) throws -> WebReply {
        if seconds != nil, !desk.clock.isFixed { throw WebFailure.badRequest("\"seconds\" is only for a fixed clock (FLASH_NOW)") }
        if let seconds, !(0...86_400).contains(seconds) { throw WebFailure.badRequest("\"seconds\" takes 0 to 86400") }
        let (reply, draw) = try desk.writing { writer in
            let now = desk.clock.now()
            guard let session = writer.sessions.session(id) else {
                guard var state = writer.sessions.endedState(id) else { throw WebFailure.notFound("no session \(id)") }
                if GameMode(rawValue: state.kind) != nil, action != .stop { throw WebFailure.conflict("this \(state.kind) session is over") }
                state.id = id
                return (SessionReply(event: "finished", session: state), QuizDraw?.none)
            }
            var reply = try session.act(action, at: now, seconds: seconds)
            reply.session.id = id
            writer.sessions.retire(id, now: now)
            return (reply, (session as? QuizSession)?.pendingDraw())
        }
        guard let draw else { return .now(WebResponse.json(reply)) }
        return afterDraw(id, draw, reply: reply)
    }

    static func check(_ given: SessionRequest) throws {
        var named: Set<SessionOption> = []
        let options: [(SessionOption, Bool)] = [
            (.direction, given.direction != nil), (.show, given.show != nil), (.answer, given.answer != nil), (.options, given.options != nil),
            (.count, given.count != nil), (.retry, given.retry != nil), (.timer, given.timer != nil), (.seed, given.seed != nil),
            (.strict, given.strict != nil), (.articles, given.articles != nil), (.only, given.only != nil), (.limit, given.limit != nil),
            (.new, given.new != nil),
        ]
        for (option, present) in options where present { named.insert(option) }
        guard [.learn, .review, .train].contains(given.mode) else { throw WebFailure.badRequest("\"mode\" is learn, review or train") }
        do {
            try given.mode.check(given: named)
        } catch {
            if case let .notHonoured(option, kind) = error { throw WebFailure.badRequest("a \(kind.rawValue) session does not take \"\(option.rawValue)\"") }
        }
        if let options = given.options, !SessionSettings.optionRange.contains(options) { throw WebFailure.badRequest("\"options\" takes 2 to 8") }
        for (name, value, range) in [("count", given.count, 1...100_000), ("timer", given.timer, 1...86_400), ("limit", given.limit, 1...100_000), ("new", given.new, 0...10_000)] {
            if let value, !range.contains(value) { throw WebFailure.badRequest("\"\(name)\" takes \(range.lowerBound) to \(range.upperBound)") }
        }
    }

    static func choices(_ given: SessionRequest) -> SessionChoices {
        var choices = SessionChoices()
        choices.direction = given.direction
        choices.show = given.show
        choices.answer = given.answer
        choices.options = given.options
        choices.count = given.count
        choices.timer = given.timer
        choices.retry = given.retry ?? false
        choices.strict = given.strict ?? false
        choices.articles = given.articles ?? false
        choices.seed = given.seed
        return choices
    }

    /// The plan `flash learn`, `review` or `train` would make, and the session's title.
    static func plan(_ given: SessionRequest, settings: SessionSettings, store: FlashStore, desk: WebDesk, now: Date) throws -> (SessionPlan, String) {
        let names = (given.list.map { [$0] } ?? []) + (given.lists ?? [])
        switch given.mode {
        case .learn:
            guard names.count == 1 else { throw WebFailure.badRequest("a learn session takes one \"list\"") }
            let list = try store.lists.named(names[0])
            var settings = settings
            settings.only = given.only
            return (try SessionPlan.learn(list, from: store.sessionSource, settings: settings), "Learning '\(list.name)'")
        case .review:
            let lists = try names.map { try store.lists.named($0) }
            let chosen = lists.isEmpty ? try store.lists.all() : lists
            let plan = try SessionPlan.review(chosen, from: store.sessionSource, settings: settings, policy: desk.policy, now: now,
                                              newPerDay: given.new, limit: given.limit)
            return (plan, plan.list.map { "Reviewing '\($0.name)'" } ?? "Reviewing \(chosen.count) lists")
        default:
            guard !names.isEmpty else { throw WebFailure.badRequest("a train session takes \"lists\"") }
            var lists: [WordList] = []
            for name in names {
                let list = try store.lists.named(name)
                if !lists.contains(where: { $0.id == list.id }) { lists.append(list) }
            }
            let title = "Training " + lists.map { "'\($0.name)'" }.joined(separator: " + ")
            return (try SessionPlan.train(lists, from: store.sessionSource, settings: settings), title)
        }
    }

    /// Why a session has nothing to ask, in the terminal's words.
    static func nothingToAsk(_ given: SessionRequest, plan: SessionPlan, store: FlashStore, now: Date) throws -> String {
        switch given.mode {
        case .learn:
            return try (plan.list ?? store.lists.named(given.list ?? "")).nothingToLearn(given.only)
        case .review:
            let lists = try ((given.list.map { [$0] } ?? []) + (given.lists ?? [])).map { try store.lists.named($0) }
            guard let next = try store.memory.nextDue(in: lists.isEmpty ? try store.lists.all() : lists, after: now) else {
                return "nothing to review: no cards are due and no new cards are left"
            }
            return "nothing is due now; the next review is due \(DateText.minute(next))"
        default:
            return "these lists have no cards with a translation to ask"
        }
    }
}
