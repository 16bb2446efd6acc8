import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Store
@testable import Story

/// Story mode as the commands use it: names typed by a learner, kits made and moved under the
/// rules, and the lines that report them.
@Suite struct StoryDeskTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)
    static func study() throws -> Study { try Study(native: .english, learned: Language(code: "es")) }

    func desk() throws -> StoryDesk {
        StoryDesk(store: try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: now))
    }

    func list(_ name: String, in desk: StoryDesk) throws -> WordList {
        let cards = (1...4).map { Card(native: "word \($0)", learned: "palabra \($0)", created: now) }
        return try desk.store.lists.create(name: ListName(name), study: Self.study(), style: .grey, images: false, cards: cards, now: now)
    }

    @Test(arguments: [("newborn", Stage.newborn), ("Early School", .earlySchool), ("early_school", .earlySchool)])
    func stagesAreFoundAsLearnersTypeThem(_ text: String, _ stage: Stage) throws {
        #expect(try StoryDesk.stage(text) == stage)
    }

    @Test func anUnknownStageIsInvalidInputWithAHint() {
        #expect(throws: InvalidInput("unknown stage 'newbron' (did you mean 'newborn'?): use one of "
                                     + Stage.allCases.map(\.rawValue).joined(separator: ", "))) {
            try StoryDesk.stage("newbron")
        }
    }

    @Test func aListBecomesAKitAndLeavesStoryModeAgain() throws {
        let desk = try desk()
        let home = try list("home", in: desk)
        #expect(try desk.assign(home, to: "preschool", now: now) == "'home' is a kit of preschool: flash story test home.")
        let kit = try StoryDesk.kit(named: "home", in: desk.store.story.progress(), store: desk.store)
        #expect(kit.stage == .preschool)
        #expect(try desk.assign(home, to: "none", now: now) == "'home' is no longer a kit.")
        #expect(throws: StoryError.notAKit("home")) { try StoryDesk.kit(named: "home", in: desk.store.story.progress(), store: desk.store) }
    }

    @Test func aKitIsFoundByItsNameWithoutTheStage() throws {
        let desk = try desk()
        try desk.installBasics(fixtures: fixtures(), now: now)
        let progress = try desk.store.story.progress()
        let kit = try #require(progress.kits.first { $0.name.hasPrefix("newborn: ") })
        let short = String(kit.name.dropFirst("newborn: ".count))
        #expect(try StoryDesk.kit(named: short, in: progress, store: desk.store).name == kit.name)
    }

    @Test func finalStagesCannotBeChosenBeforeTheirExamAndOnlyFinalStagesCount() throws {
        let desk = try desk()
        #expect(throws: InvalidInput.self) { try desk.choose(["newborn"], now: now) }
        #expect { try desk.choose(["side-jobs"], now: now) } throws: { error in
            guard case StoryError.locked("Choosing the final stages", _)? = error as? StoryError else { return false }
            return true
        }
    }

    @Test func aMalformedKitStoresNothing() throws {
        let desk = try desk()
        #expect(throws: StoryDesk.InvalidKit.self) {
            try desk.importKit(Array("[]".utf8), origin: "kit.json", stage: .newborn, name: ListName("mine"), study: Self.study(),
                               fixtures: fixtures, now: now)
        }
        #expect(try desk.store.lists.find("mine") == nil)
    }

    @Test func aKitIsImportedIntoItsStage() throws {
        let desk = try desk()
        let json = #"[{"question": "dog", "correctAnswer": "perro", "incorrectAnswers": ["gato", "casa", "mesa"]}]"#
        let line = try desk.importKit(Array(json.utf8), origin: "kit.json", stage: .newborn, name: ListName("my pets"), study: Self.study(),
                                      fixtures: fixtures, now: now)
        #expect(line == "Imported 'my pets' into newborn: 1 question from kit.json. Try it: flash story test 'my pets'")
        #expect(try desk.store.story.kits().contains { $0.name == "my pets" && $0.stage == .newborn })
    }

    @Test func aNewKitNameMustBeFreeInItsStage() throws {
        let desk = try desk()
        _ = try list("pets", in: desk)
        try desk.store.story.assign(desk.store.lists.named("pets"), to: .newborn, now: now)
        #expect(try desk.checkNewKit(ListName("other"), stage: nil, replacing: false, fixtures: fixtures, now: now) == nil)
        #expect(throws: InvalidInput.self) {
            try desk.checkNewKit(ListName("Pets"), stage: "newborn", replacing: false, fixtures: fixtures, now: now)
        }
        #expect(try desk.checkNewKit(ListName("pets"), stage: "newborn", replacing: true, fixtures: fixtures, now: now) == .newborn)
    }

    func fixtures() throws -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }
}
