import Foundation
import Testing
@testable import Model
@testable import Store

/// Story mode's records in a real (temporary) database.
@Suite struct StoryRepositoryTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store(profile: String = "default") throws -> FlashStore {
        try FlashStore(path: folder.path + "/story.sqlite3", profile: profile, now: now)
    }

    /// Two small basic kits written to the temporary folder.
    func basics() throws -> [BasicKit] {
        let kits = folder.url.appendingPathComponent("kits")
        for (stage, slug) in [("newborn", "family"), ("preschool", "toys")] {
            try FileManager.default.createDirectory(at: kits.appendingPathComponent(stage), withIntermediateDirectories: true)
            let json = #"[{"question": "ball", "correctAnswer": "pelota", "incorrectAnswers": ["muñeca", "tren"]}]"#
            try Data(json.utf8).write(to: kits.appendingPathComponent("\(stage)/\(slug).json"))
        }
        return BasicKit.all(in: kits)
    }

    @Test func basicKitsAreInstalledOncePerProfileWithTheirWrongAnswers() throws {
        let store = try store()
        let basics = try basics()
        #expect(try store.story.install(basics, now: now).count == 2)
        #expect(try store.story.install(basics, now: now).isEmpty)
        let kits = try store.story.kits()
        #expect(kits.map(\.name) == ["newborn: family", "preschool: toys"])
        #expect(kits.allSatisfy { $0.basic && $0.list.study == BasicKit.study && !$0.list.images })
        let card = try #require(try store.cards.all(in: kits[0].list).first)
        #expect(card.incorrectAnswers == ["muñeca", "tren"])
        #expect(try store.story.isBasic(kits[0].list))
        #expect(try self.store(profile: "ana").story.install(basics, now: now).count == 2)
    }

    @Test func aLearnersListWithABasicKitsNameKeepsItsName() throws {
        let store = try store()
        try store.lists.create(name: ListName("newborn: family"), study: BasicKit.study, style: .grey, images: false,
                               cards: [Card(native: "a", learned: "b", created: now)], now: now)
        try store.story.install(basics(), now: now)
        #expect(try store.story.kits().map(\.name) == ["newborn: family (basic)", "preschool: toys"])
    }

    @Test func theBestTestScoreIsKept() throws {
        let store = try store()
        try store.story.install(basics(), now: now)
        let list = try #require(try store.story.kits().first?.list)
        #expect(try store.story.recordTest(of: list, score: 80, now: now) == 80)
        #expect(try store.story.recordTest(of: list, score: 40, now: now) == 80)
        #expect(try store.story.kits().first?.best == 80)
    }

    @Test func examAttemptsStayPassedOncePassed() throws {
        let store = try store()
        try store.story.recordExam(.newborn, score: 40, sessionID: nil, now: now)
        #expect(try store.story.examRecords()[.newborn] == ExamRecord(best: 40, attempts: 1, passed: false))
        try store.story.recordExam(.newborn, score: 50, sessionID: nil, now: now)
        try store.story.recordExam(.newborn, score: 30, sessionID: nil, now: now)
        #expect(try store.story.examRecords()[.newborn] == ExamRecord(best: 50, attempts: 3, passed: true))
        #expect(try store.story.progress().lock(of: .preschool) == nil)
    }

    @Test func userKitsFollowTheNameRulesAndBasicKitsStayPut() throws {
        let store = try store()
        try store.story.install(basics(), now: now)
        let cards = [Card(native: "dog", learned: "perro", created: now)]
        let mine = try store.story.createKit(name: ListName("Pets"), stage: .preschool, study: BasicKit.study, cards: cards, now: now)
        #expect(try store.story.kit(for: mine)?.basic == false)
        #expect(throws: ListError.self) {
            try store.story.createKit(name: ListName("pets"), stage: .newborn, study: BasicKit.study, cards: cards, now: now)
        }
        let long = try store.lists.create(name: ListName(String(repeating: "x", count: 31)), study: BasicKit.study, style: .grey,
                                          images: false, cards: cards, now: now)
        #expect(throws: KitError.self) { try store.story.assign(long, to: .newborn, now: now) }
        try store.story.assign(mine, to: .sideJobs, now: now)
        #expect(try store.story.kit(for: mine)?.stage == .sideJobs)
        try store.story.assign(mine, to: nil, now: now)
        #expect(try store.story.kit(for: mine) == nil)
        let basic = try #require(try store.story.kits().first)
        #expect(throws: StoryError.basicKitStays(basic.name, stage: .newborn)) { try store.story.assign(basic.list, to: .preschool, now: now) }
    }

    @Test func finalChoicesAddUp() throws {
        let store = try store()
        try store.story.choose([.sideJobs], now: now)
        try store.story.choose([.sideJobs, .programmingUniversity, .newborn], now: now)
        #expect(try store.story.chosenFinals() == [.sideJobs, .programmingUniversity])
    }
}
