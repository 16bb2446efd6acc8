import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Store
@testable import Learn

/// The review plan: due cards most overdue first, then new cards within the day's budget, with
/// `--count` and `--limit` both capping the whole.
@Suite struct SessionEngineReviewTests {
    let fixture = SessionFixture()

    /// Reviews every card once an hour apart, so card i falls due before card i + 1.
    func reviewAll(_ list: WordList, except skipped: Int = 0) throws -> [Int64] {
        let cards = try fixture.store.cards.all(in: list).filter(\.isTranslated).dropLast(skipped)
        for (offset, card) in cards.enumerated() {
            _ = try fixture.store.memory.review(cardID: card.id, rating: .again, at: fixture.now.addingTimeInterval(Double(offset) * 60 - 7200),
                                                milliseconds: 1000, sessionID: nil, policy: fixture.policy, seed: 1)
        }
        return cards.map(\.id)
    }

    func plan(count: Int? = nil, limit: Int? = nil, newPerDay: Int? = nil, at later: Double = 86_400) throws -> SessionPlan {
        try SessionPlan.review([try fixture.list()], from: fixture.store.sessionSource, settings: fixture.settings(.choice) { $0.count = count },
                               policy: fixture.policy, now: fixture.now.addingTimeInterval(later), newPerDay: newPerDay, limit: limit)
    }

    @Test func dueCardsComeMostOverdueFirstThenNewCards() throws {
        let reviewed = try reviewAll(try fixture.list(), except: 2)
        let new = try fixture.store.cards.all(in: try fixture.list()).filter(\.isTranslated).suffix(2).map(\.id)
        #expect(try plan().order == reviewed + new)
    }

    @Test func countCapsTheReviewAsLimitDoes() throws {
        let reviewed = try reviewAll(try fixture.list(), except: 2)
        #expect(try plan(count: 2).order == Array(reviewed.prefix(2)))
        #expect(try plan(limit: 2).order == Array(reviewed.prefix(2)))
        #expect(try plan(count: 5, limit: 3).order == Array(reviewed.prefix(3)))
        #expect(try plan(count: 2).settings.count == nil)
    }

    @Test func theDueQueueLeavesOutCardsWithoutBothWordsAndCardsOfOtherLists() throws {
        let list = try fixture.list()
        let reviewed = try reviewAll(list)
        _ = try reviewAll(try fixture.list("more", words: [("owl", "búho"), ("fox", "zorro")]))
        var emptied = try #require(try fixture.store.cards.all(in: list).first { $0.id == reviewed[1] })
        emptied.learned = ""
        try fixture.store.cards.update(emptied)
        #expect(try plan().order == reviewed.filter { $0 != emptied.id })
    }

    @Test func newCardsStayWithinTheDaysBudget() throws {
        #expect(try plan(newPerDay: 2, at: 0).order.count == 2)
        #expect(try plan(newPerDay: 0, at: 0).order.isEmpty)
        #expect(try plan(at: 0).order.count == 6)
    }

    @Test func reviewQuestionsDrawDistractorsFromTheListWithoutLoadingIt() throws {
        _ = try reviewAll(try fixture.list())
        var engine = try SessionEngine(plan: try plan(count: 3), policy: fixture.policy, now: fixture.now)
        let question = try #require(try engine.next(at: fixture.now))
        #expect(question.options.count == 4)
        #expect(question.options.contains(question.answer))
        let words = Set(SessionFixture.words.map(\.0))
        #expect(question.options.allSatisfy { words.contains($0) })
    }

    @Test func migrationElevenLetsCountsAndPlacesReadTheAskableIndexAlone() throws {
        _ = try fixture.list()
        let migration = try #require(Schema.sessionQueries.first)
        #expect(migration.version == 11)
        #expect(Schema.migrations.contains { $0.version == migration.version })
        let plans = try fixture.store.database.query("""
            EXPLAIN QUERY PLAN SELECT id FROM cards WHERE list_id = 1 AND \(CardRepository.askable) ORDER BY position, id LIMIT 1 OFFSET 2
            """).map { $0.string("detail") }
        #expect(plans.contains { $0.contains("cards_askable") })
        #expect(try fixture.store.askableIDs(inList: 1, at: [0, 2]) == [1, 3])
        #expect(try fixture.store.askableCounts(in: [1]) == [1: 6])
    }
}
