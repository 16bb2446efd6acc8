import Model
/// What one session asks and how: its cards in order, its settings, and where its distractors
/// come from. Each use case has its builder (``learn(_:from:settings:)``, ``review(_:from:settings:policy:now:newPerDay:limit:)``,
/// ``train(_:from:settings:)``, ``kitTest(_:from:seed:)``, ``exam(_:from:seed:strict:)``), and
/// each kind says which settings it honours.
public struct SessionPlan {
    /// The use case.
    let kind: SessionKind
    /// The list, for a session over one list.
    public let list: WordList?
    /// The settings, as this kind fixes or honours them.
    let settings: SessionSettings
    /// The ids of the cards to ask, in the order they are asked.
    public let order: [Int64]
    /// The languages the session asks in, when its lists share them (for the opening line and
    /// pronunciation).
    public let study: Study?
    /// Cards the choice left out because a word is missing.
    public let untranslated: Int
    /// Cards there were to choose from, before `--count`.
    public let available: Int
    let pool: SessionPool
    /// The languages of each list, for distractors in one language and articles.
    let studies: [Int64: Study]
    /// The learned language of cards whose list is not in ``studies``, for articles.
    let learned: Language?
    /// For a review: how the day's budget of new cards stands.
    public internal(set) var newCards: NewCardBudget?

    /// The study every list shares; nil when they differ.
    static func commonStudy(_ lists: [WordList]) -> Study? {
        let studies = Set(lists.map(\.study))
        return studies.count == 1 ? studies.first : nil
    }

    /// True when there is nothing to ask.
    public var isEmpty: Bool { order.isEmpty }

    /// A review's new cards today: how many a day brings, how many came today, and whether more
    /// wait beyond the budget.
    public struct NewCardBudget: Sendable, Equatable {
        public let perDay: Int
        public let introducedToday: Int
        /// New cards left unasked because the budget is spent.
        public let waiting: Bool
    }

    /// The question strategy for this plan's cards; its pools stay in the store.
    var maker: QuestionMaker { QuestionMaker(settings: settings, cards: [], studies: studies, learned: learned) }
}

/// The use cases that ask cards, each honouring its own settings.
public enum SessionKind: String, Sendable, CaseIterable {
    /// `learn`, `review` and `train`.
    case learn, review, train
    /// Story mode's kit test and stage exam.
    case test, exam

    /// The settings a session of this kind honours; any other given is refused.
    var honours: Set<SessionOption> {
        let asking: Set<SessionOption> = [.direction, .show, .answer, .options, .count, .timer, .seed, .strict, .articles]
        switch self {
        case .learn: return asking.union([.retry, .only])
        case .review: return asking.union([.retry, .limit, .new])
        case .train: return asking
        case .test: return [.seed]
        case .exam: return [.seed, .strict]
        }
    }

    /// Refuses a setting given that this kind does not honour, so none is ignored silently.
    public func check(given: Set<SessionOption>) throws(SessionPlanError) {
        if let refused = SessionOption.allCases.first(where: { given.contains($0) && !honours.contains($0) }) {
            throw SessionPlanError.notHonoured(refused, self)
        }
    }
}

/// A setting a session may be given (`--direction`, `--count`, ...).
public enum SessionOption: String, Sendable, CaseIterable {
    /// Named as the command line spells them, without the dashes.
    case direction, show, answer, options, count, retry, timer, seed, strict, articles, only, limit, new
}

/// A plan that cannot be made as asked.
public enum SessionPlanError: Error, Equatable, CustomStringConvertible {
    /// A setting this kind of session does not honour (a usage error).
    case notHonoured(SessionOption, SessionKind)

    public var description: String {
        switch self {
        case let .notHonoured(option, kind):
            let command = kind == .test || kind == .exam ? "story \(kind.rawValue)" : kind.rawValue
            return "\(command) does not take --\(option.rawValue)"
        }
    }
}
