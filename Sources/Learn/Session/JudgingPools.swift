import Synchronization
import Model

/// What judging a typed answer against every other card of a session's pool needs: the pool's
/// cards (to name the card an answer belongs to) and their answers on each side, normalized
/// once. Made when a session first judges an answer that is not right; immutable after.
final class JudgingPool: Sendable {
    let maker: QuestionMaker
    private let answers = Mutex<[WordSide: OtherAnswers]>([:])

    init(maker: QuestionMaker) {
        self.maker = maker
    }

    /// The pool's answers on `side`, normalized the first time they are asked for.
    func otherAnswers(on side: WordSide) -> OtherAnswers {
        answers.withLock { answers in
            if let made = answers[side] { return made }
            let made = OtherAnswers(cards: maker.cards, side: side)
            answers[side] = made
            return made
        }
    }

    /// What makes two sessions' pools the same: the same cards of the same lists, judged with
    /// or without articles in the same languages.
    struct Key: Hashable, Sendable {
        let members: [Int64]
        let memberIDs: [[Int64]?]
        let extras: [[Int64]]
        let articles: Bool
        let studies: [Int64: Study]
        let learned: Language?
    }
}

/// Judging pools shared by every session of a process (`flash serve`'s, so 50 sessions of one
/// list hold its cards once, and read them once): each kept while no card's words have changed
/// since it was read (``SessionCatalog/wordsVersion()``).
public final class JudgingPools: Sendable {
    private let pools = Mutex<[JudgingPool.Key: (version: Int64, pool: JudgingPool)]>([:])

    /// The most pools kept; past it, every one is dropped and read again when next needed.
    static let limit = 32

    public init() {}

    func pool(for key: JudgingPool.Key, version: Int64, make: () throws -> JudgingPool) throws -> JudgingPool {
        try pools.withLock { pools throws -> JudgingPool in
            if let kept = pools[key], kept.version == version { return kept.pool }
            let pool = try make()
            if pools.count >= Self.limit { pools.removeAll() }
            pools[key] = (version, pool)
            return pool
        }
    }
}
