import Foundation
import Testing
@testable import Model
@testable import Store
@testable import ListMaker
@testable import Reports
@testable import Support

/// The queries behind `show`, `mistakes` and `edit` on big lists read what they show, and give
/// what reading the whole list gave.
@Suite struct ScaleQueriesTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    /// A store filled with `lists` synthetic lists of `cards` cards and `answers` answers.
    func synthetic(lists: Int = 2, cards: Int = 40, answers: Int = 400) throws -> FlashStore {
        let store = try FlashStore(path: folder.path + "/scale-\(UUID().uuidString).sqlite3", now: now)
        #expect(Schema.scale.allSatisfy { scale in Schema.migrations.contains { $0.version == scale.version } })
        try store.fillSynthetic(lists: lists, cardsPerList: cards, reviews: 200, answers: answers, seed: 3, now: now)
        return store
    }

    @Test func aCardIsFoundByEitherWordIgnoringCaseThroughAnIndex() throws {
        let store = try synthetic()
        let list = try store.lists.named("list 1")
        #expect(try store.cards.card(named: "WORD 1-7", in: list)?.native == "word 1-7")
        #expect(try store.cards.card(named: "  Palabra 1-3 ", in: list)?.learned == "palabra 1-3")
        #expect(try store.cards.card(named: "word 0-7", in: list) == nil, "a card of another list")
        #expect(try store.cards.card(named: "unicorn", in: list) == nil)
        let plan = try store.database.query("""
            EXPLAIN QUERY PLAN SELECT * FROM cards WHERE list_id = 1 AND native = 'x' COLLATE NOCASE
            """).map { $0.string("detail") }.joined()
        #expect(plan.contains("cards_by_native"), "\(plan)")
    }

    @Test(arguments: [
        ("SELECT 1 FROM answers WHERE confused_card_id = 5", "answers_by_confused_card"),
        ("SELECT 1 FROM review_log WHERE session_id = 5", "review_log_by_session"),
        ("SELECT 1 FROM cards WHERE list_id = 1 AND learned = 'x' COLLATE NOCASE", "cards_by_learned"),
    ])
    func deletingACardOrASessionFindsWhatPointsAtItThroughAnIndex(query: String, index: String) throws {
        let store = try synthetic(lists: 1, cards: 10, answers: 0)
        let plan = try store.database.query("EXPLAIN QUERY PLAN " + query).map { $0.string("detail") }.joined()
        #expect(plan.contains(index), "\(plan)")
    }

    @Test func theFirstCardInListOrderWinsAndWordsBeyondASCIIAreLeftToTheLookup() throws {
        let store = try FlashStore(path: folder.path + "/order.sqlite3", now: now)
        let study = try Study(native: .english, learned: Language(code: "es"))
        let cards = [("bank", "banco"), ("Bank", "orilla"), ("Ñandú", "ñandú")].map { Card(native: $0.0, learned: $0.1, created: now) }
        let list = try store.lists.create(name: ListName("words"), study: study, cards: cards, now: now)
        #expect(try store.cards.card(named: "BANK", in: list)?.learned == "banco")
        #expect(try store.cards.card(named: "orilla", in: list)?.native == "Bank")
        #expect(try store.cards.card(named: "ñandú", in: list) == nil)
        #expect(try CardLookup.find("ñandú", in: store.cards.all(in: list), list: list).native == "Ñandú")
    }

    @Test func streamedCardsLinesAndMemoryAreWhatTheListAndItsMemoryGive() throws {
        let store = try synthetic()
        let list = try store.lists.named("list 0")
        var dressed = try #require(try store.cards.all(in: list).dropFirst(3).first)
        dressed.gender = .feminine
        dressed.confidence = .guessed
        dressed.setAlternatives(["vocablo"], on: .learned)
        dressed.nativeAlternatives = ["term"]
        (dressed.imageFile, dressed.imageURL) = ("ab.png", "https://example.org/ab.png")
        try store.cards.update(dressed)
        var streamed: [Card] = [], memories: [CardMemory?] = []
        try store.cards.forEachCardWithMemory(in: list) { card, memory in
            streamed.append(card)
            memories.append(memory)
        }
        var lines: [CardLine] = []
        try store.cards.forEachLine(in: list) { lines.append($0) }
        let all = try store.cards.all(in: list)
        #expect(streamed == all)
        #expect(lines == all.map(\.line))
        #expect(lines[3] == CardLine(native: dressed.native, learned: dressed.learned, learnedAlternatives: ["vocablo"], nativeAlternatives: ["term"],
                                     gender: .feminine, confidence: .guessed, imageFile: "ab.png", imageURL: "https://example.org/ab.png"))
        #expect(memories == (try all.map { try store.memory.memory(of: $0.id) }))
        #expect(memories.contains { $0 == nil } && memories.contains { $0 != nil })
    }

    @Test func aListingCountsItsLinesNotesDoubtsAndKeepsPictures() throws {
        let store = try synthetic(lists: 1, cards: 5, answers: 0)
        let list = try store.lists.named("list 0")
        var cards = try store.cards.all(in: list)
        (cards[1].confidence, cards[1].imageFile) = (.guessed, "cat.png")
        cards[2].learned = ""
        try cards.forEach(store.cards.update)
        let images = URL(filePath: "/pictures")
        let all = try CardListing(list, store: store, images: images, untranslated: false, keepPictures: true, style: .plain)
        #expect(all.lines.count == 3 && all.lines[0] == "list 0 - English → Spanish, 5 cards")
        #expect(all.lines[1].split(separator: "\n").count == 6)
        #expect(all.lines[1].contains("palabra 0-1 !") && all.lines[1].contains("/pictures/cat.png"))
        #expect(all.lines[2] == "! marks 1 translation to check: `flash edit 'list 0' WORD` lists the candidates")
        #expect(all.pictures.map(\.caption) == ["word 0-1 - palabra 0-1"] && all.pictures.map(\.file) == ["cat.png"])
        let missing = try CardListing(list, store: store, images: images, untranslated: true, keepPictures: false, style: .plain)
        #expect(missing.lines.count == 2 && missing.lines[0].hasSuffix(", 1 card") && missing.pictures.isEmpty)
        #expect(missing.lines[1].split(separator: "\n").last?.hasPrefix("1  word 0-2  ?") == true)
    }

    @Test func theLastSessionWithAnswersIsFoundWithoutCountingEveryOther() throws {
        let store = try synthetic(answers: 600)
        let list = try store.lists.named("list 1")
        let sessions = try store.sessions.sessions(of: list)
        #expect(sessions.count == 6)
        #expect(try store.sessions.lastAnsweredSession(of: list) == sessions.last)
        // A later session that has no answer yet is passed over.
        try store.database.run("INSERT INTO sessions(profile_id, list_id, kind, seed, started) VALUES (?, ?, 'learn', 1, ?)",
                               store.profileID, list.id, now.addingTimeInterval(60))
        #expect(try store.sessions.lastAnsweredSession(of: list) == sessions.last)
        #expect(try store.sessions.session(sessions[2].id, of: list) == sessions[2])
        let other = try store.sessions.sessions(of: try store.lists.named("list 0"))
        #expect(try store.sessions.session(other[0].id, of: list) == nil)
    }

    @Test(arguments: [false, true])
    func theMistakeReportFromTheStoreIsTheOneTheWholeListGave(all: Bool) throws {
        let store = try synthetic()
        let list = try store.lists.named("list 0")
        let every = try store.sessions.sessions(of: list)
        let chosen = all ? every : [try #require(try store.sessions.lastAnsweredSession(of: list))]
        // A miss confused with a card of another list: reading the whole list never named it.
        let foreign = try #require(try store.cards.all(in: try store.lists.named("list 1")).first)
        try store.database.run("UPDATE answers SET confused_card_id = ? WHERE id = (SELECT MAX(id) FROM answers WHERE verdict = 'wrong')", foreign.id)
        let ids = chosen.map(\.id)
        let whole = MistakeReport(
            list: list.name, sessionIDs: ids, answers: try store.sessions.answers(inSessions: ids),
            cards: try store.cards.all(in: list), lastSeen: try store.sessions.lastSeen(cardsIn: list),
            leeches: Set(try store.leechIDs(in: list)))
        let report = try MistakeReport(list: list, sessions: chosen, store: store)
        #expect(report.entries == whole.entries)
        #expect(report.sessionIDs == whole.sessionIDs)
        #expect(all || report.entries.count == FlashStore.syntheticMissesPerSession)
    }

    @Test func leechesAmongCardsAreTheListsLeechesAmongThem() throws {
        let store = try synthetic(cards: 200)
        let list = try store.lists.named("list 0")
        let ids = try store.cards.all(in: list).map(\.id)
        let leeches = try store.memory.leeches(among: ids)
        #expect(!leeches.isEmpty)
        #expect(leeches == Set(try store.leechIDs(in: list)))
        #expect(try store.memory.leeches(among: []).isEmpty)
    }
}
