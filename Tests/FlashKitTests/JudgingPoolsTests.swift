import Foundation
import Testing
@testable import Model
@testable import Store
@testable import Learn

/// Sessions that share judging pools (`flash serve`'s) read a list's cards once, and read them
/// again once a card's words change; answers alone do not count as a change.
@Suite struct JudgingPoolsTests {
    let fixture = SessionFixture()

    /// An engine sharing `pools`, its first question answered with another card's answer.
    func judgedWrong(_ pools: JudgingPools, seed: UInt64) throws -> SessionEngine {
        var engine = try fixture.engine(.type) { $0.seed = seed }
        engine.sharedJudging = pools
        let question = try #require(try engine.next(at: fixture.now))
        let other = try #require(SessionFixture.words.first { !$0.0.isEmpty && $0.0 != question.answer })
        guard case let .judged(judgement, _) = try engine.submit(.answer(other.0), at: fixture.now) else { throw JudgingTestFailure() }
        #expect(judgement.confusedWith?.native == other.0, "judged against the pool as without sharing")
        return engine
    }

    @Test func sessionsOfOneListShareOnePool() throws {
        let pools = JudgingPools()
        let first = try judgedWrong(pools, seed: 1), second = try judgedWrong(pools, seed: 2)
        #expect(first.judging != nil)
        #expect(first.judging === second.judging)
        #expect(try judgedWrong(JudgingPools(), seed: 3).judging !== first.judging, "another process keeps its own")
    }

    @Test func aChangedWordMakesTheNextSessionReadThePoolAgain() throws {
        let pools = JudgingPools()
        let first = try judgedWrong(pools, seed: 1)
        let before = try fixture.store.wordsVersion()
        #expect(try judgedWrong(pools, seed: 4).judging === first.judging)
        #expect(try fixture.store.wordsVersion() == before, "answers do not change the words")
        var card = try #require(try fixture.store.cards.all(in: try fixture.list()).first)
        card.learned = "perrito"
        try fixture.store.cards.update(card)
        #expect(try fixture.store.wordsVersion() > before)
        let later = try judgedWrong(pools, seed: 2)
        #expect(later.judging !== first.judging)
        #expect(later.judging?.maker.cards.contains { $0.learned == "perrito" } == true)
    }

    @Test func theWordsVersionMovesWithCardsAddedOrDeleted() throws {
        let list = try fixture.list()
        let start = try fixture.store.wordsVersion()
        try fixture.store.cards.append([Card(native: "sheep", learned: "oveja", created: fixture.now)], to: list, now: fixture.now)
        let added = try fixture.store.wordsVersion()
        #expect(added > start)
        try fixture.store.lists.delete(list)
        #expect(try fixture.store.wordsVersion() > added)
    }
}

private struct JudgingTestFailure: Error {}
