import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Store
@testable import ListMaker
@testable import Interchange

/// flash against Anki's own sync server (PyPI `anki`, `python -m anki.syncserver` on
/// 127.0.0.1), with Anki's library as the second device; after every scenario both sides pass
/// Anki's Check Database. Skipped without `.venv-anki`, unless FLASH_REQUIRE_ANKI=1.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct AnkiSyncTests {
    @Test func aFirstSyncUploadsTheListsAndAnkiDownloadsThemWithTheirAnswers() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro"), ("cat", "gato")])
        try world.answer("animals", "house", .good)
        try world.answer("animals", "dog", .again)
        try await world.login()
        let summary = try await world.sync()
        #expect(summary.action == "first")
        #expect(summary.sent.notes == 3 && summary.sent.cards == 6 && summary.sent.reviews == 2)

        let (check, anki) = try world.device().syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
        #expect(anki.decks.keys.contains("flash::animals") && anki.decks.keys.contains("flash"))
        let list = try world.store.lists.named("animals")
        let guids = try ListExport(store: world.store, images: ImageStore(directory: world.paths.imagesDirectory),
                                   sounds: SoundStore(directory: world.paths.soundsDirectory)).deck(of: list).notes.compactMap(\.guid)
        #expect(Set(anki.notes.map { $0["guid"] as? String ?? "" }) == Set(guids), "the export's GUIDs")
        let house = anki.note(front: "house")
        #expect(anki.fields(house).prefix(2) == ["house", "casa"])
        #expect(anki.cards(house).allSatisfy { $0["type"] as? Int != 0 && $0["deck"] as? String == "flash::animals" })
        #expect(anki.cards(anki.note(front: "cat")).allSatisfy { $0["type"] as? Int == 0 })
        #expect(anki.revlog.count == 2)
        let memory = try #require(anki.cards(house).first?["memory"] as? [Double])
        let flash = try #require(try world.store.memory.memory(of: world.cards("animals")[0].id))
        #expect(abs(memory[0] - (flash.state.stability ?? 0)) < 0.001, "the FSRS stability travels in cards.data")
    }

    @Test func reviewsAndEditsMadeInAnkiComeBackIntoResultsMistakesAndStatus() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro"), ("cat", "gato")])
        try await world.login()
        try await world.sync()
        let phone = world.device()
        let guids = try Dictionary(uniqueKeysWithValues: world.cards("animals").map { card in
            (card.native, try #require(try world.store.syncedGUIDs(inList: card.listID)[card.id]))
        })
        _ = try phone.run([["sync"], ["review", guids["dog"]!, 0, 3], ["review", guids["cat"]!, 1, 1],
                           ["edit", guids["house"]!, 1, "la <b>casa</b>"], ["sync"]])

        let summary = try await world.sync()
        #expect(summary.received.reviews == 2 && summary.lists.reviews == 2 && summary.lists.cardsChanged == 1)
        let cards = try world.cards("animals")
        #expect(cards.first { $0.native == "house" }?.learned == "la casa", "an edited back is the new translation")
        let dog = try #require(cards.first { $0.native == "dog" })
        #expect(try world.store.memory.memory(of: dog.id)?.state.phase == .learning)
        #expect(try world.store.memory.history(of: dog.id).map(\.rating) == [.good])
        let list = try world.store.lists.named("animals")
        let sessions = try world.store.sessions.sessions(of: list)
        #expect(sessions.map(\.kind) == ["anki"] && sessions.first?.answered == 2)
        let missed = try world.store.sessions.missedInLastSession(of: list)
        #expect(missed == [cards.first { $0.native == "cat" }!.id], "Again on Anki is a mistake")

        #expect(try await world.sync().action == "none", "nothing goes back: the lists follow Anki, they do not echo it")
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.fields(anki.note(front: "house"))[1] == "la <b>casa</b>", "Anki's formatting stays")
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }
}

extension AnkiSyncTests {
    /// Answers beyond one chunk (250 objects) go in several, each stamped as it is sent: 130
    /// answers make 260 cards and 130 review log entries.
    @Test func answersBeyondOneChunkAllTravel() async throws {
        let world = try SyncWorld.shared()
        try world.list("many", (0..<130).map { ("word \($0)", "palabra \($0)") })
        try await world.login()
        try await world.sync()
        for index in 0..<130 { try world.answer("many", "word \(index)", .good, after: 0.5) }
        let summary = try await world.sync()
        #expect(summary.action == "normal" && summary.sent.cards == 260 && summary.sent.reviews == 130)
        #expect(try world.store.replica.pendingCount() == 0)
        #expect(try await world.sync().action == "none")
        let (check, anki) = try world.device().syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.revlog.count == 130)
    }

    @Test func notesAddedAndDeletedOnEitherSideReachTheOther() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro"), ("cat", "gato")])
        try await world.login()
        try await world.sync()
        let phone = world.device()
        let cat = try #require(try world.store.syncedGUIDs(inList: world.store.lists.named("animals").id)[world.cards("animals")[2].id])
        _ = try phone.run([["sync"], ["add", "flash::animals", "flash", ["bird", "el pájaro"]], ["add", "flash::animals", "Basic", ["fish", "el pez"]],
                           ["delete", cat], ["sync"]])
        try world.store.cards.delete([try #require(try world.cards("animals").first { $0.native == "dog" })])
        try world.store.cards.append([Card(native: "horse", learned: "el caballo", created: world.now)], to: try world.store.lists.named("animals"),
                                     now: world.now)

        let summary = try await world.sync()
        #expect(summary.sent.deletions == 3 && summary.received.deletions == 3, "a note and its two cards each way")
        let natives = try world.cards("animals").map(\.native).sorted()
        #expect(natives == ["bird", "fish", "horse", "house"], "\(summary)")
        #expect(try world.cards("animals").first { $0.native == "fish" }?.learned == "el pez", "a Basic note's first two fields")
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(anki.notes.compactMap { anki.fields($0).first }.sorted() == ["bird", "fish", "horse", "house"])
        #expect(try world.checkReplica()["ok"] as? Bool == true)
        let again = try await world.sync()
        #expect(again.sent.isZero && again.received.isZero, "only the server's time moved: \(again)")
    }

    @Test func aCollectionWithTheLearnersOwnDecksIsMergedWithoutLoss() async throws {
        let world = try SyncWorld.shared()
        let phone = world.device()
        let before = try phone.run([["own"], ["sync"], ["dump"]])
        #expect(before[1]["did"] as? String == "upload")
        try world.list("animals", [("house", "casa"), ("dog", "perro")])
        try world.answer("animals", "house", .good)
        try await world.login()
        let summary = try await world.sync()
        #expect(summary.action == "first" && summary.sent.notes == 2 && summary.received.notes == 3)
        #expect(try world.store.lists.all().map(\.name) == ["animals"], "the learner's own decks are no lists")

        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        let old = AnkiDump(before[2])
        for key in ["notetypes", "deckConfigs"] {
            let kept = Self.byID(old.raw[key]), now = Self.byID(anki.raw[key])
            for (id, object) in kept { #expect(now[id] == object, "\(key) \(id) changed") }
        }
        let oldDecks = Self.byID(old.raw["deckObjects"]), newDecks = Self.byID(anki.raw["deckObjects"])
        for (id, deck) in oldDecks where deck["name"] as? String != "Default" {
            #expect(newDecks[id] == deck, "deck \(deck["name"] ?? id) changed")
        }
        for note in old.notes { #expect(anki.note(guid: note["guid"] as! String).map { NSDictionary(dictionary: $0) } == NSDictionary(dictionary: note)) }
        #expect(Set(anki.revlog.map { "\($0)" }).isSuperset(of: old.revlog.map { "\($0)" }))
        #expect(anki.raw["tags"] as? [String] == old.raw["tags"] as? [String])
        #expect(anki.note(front: "house") != nil && anki.decks["flash::animals"] != nil)
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    @Test func anEmptyFlashDownloadsTheListsWithTheirMemoryAndHistory() async throws {
        let first = try SyncWorld.shared()
        try first.list("animals", [("house", "casa"), ("dog", "perro")], learned: "de")
        try first.answer("animals", "house", .good)
        try first.answer("animals", "house", .good)
        try await first.login()
        try await first.sync()

        let second = try SyncWorld(server: first.server, user: first.user, password: first.password, home: "second")
        try await second.login()
        let summary = try await second.sync()
        #expect(summary.received.notes == 2 && summary.sent.notes == 0)
        let list = try second.store.lists.named("animals")
        #expect(list.study.learned.code == "de", "the deck says the list's languages")
        let house = try #require(try second.cards("animals").first { $0.native == "house" })
        let original = try #require(try first.cards("animals").first { $0.native == "house" })
        #expect(house.learned == "casa")
        #expect(try second.store.memory.history(of: house.id).count == 2)
        let copied = try #require(try second.store.memory.memory(of: house.id)), kept = try #require(try first.store.memory.memory(of: original.id))
        #expect(abs((copied.state.stability ?? 0) - (kept.state.stability ?? 0)) < 0.001 && copied.state.phase == kept.state.phase)
        #expect(try second.store.syncedGUIDs(inList: list.id)[house.id] == first.store.syncedGUIDs(inList: original.listID)[original.id])
        #expect(try second.checkReplica()["ok"] as? Bool == true)
        #expect(try await second.sync().action == "none")
    }

    static func byID(_ value: Any?) -> [String: NSDictionary] {
        var objects: [String: NSDictionary] = [:]
        for object in value as? [[String: Any]] ?? [] { objects["\(object["id"] ?? "")"] = NSDictionary(dictionary: object) }
        return objects
    }
}

extension AnkiSyncTests {
    /// The schema-18 download's note types, decks and options become exactly the JSON Anki's
    /// own schema-11 conversion gives, and an upload of them changes nothing on the phone.
    @Test func noteTypesDecksAndOptionsKeepEveryKeyThroughADownloadAndAnUpload() async throws {
        let world = try SyncWorld.shared()
        let phone = world.device()
        let before = try phone.run([["own"], ["fsrs", true], ["sync"], ["dump"]])[3]
        try await world.login()
        try await world.sync()
        for (key, kind) in [("notetypes", AnkiReplica.Kind.notetypes), ("deckObjects", .decks), ("deckConfigs", .deckConfigs)] {
            let anki = Self.byID(before[key])
            let ours = try world.store.replica.objects(kind)
            #expect(ours.count == anki.count, "\(key)")
            for object in ours {
                let parsed = try JSONSerialization.jsonObject(with: Data(object.json.utf8)) as? [String: Any] ?? [:]
                #expect(NSDictionary(dictionary: parsed) == anki[String(object.id)], "\(key) \(object.name) differs from Anki's schema 11")
            }
        }
        let configuration = try JSONSerialization.jsonObject(with: Data(try #require(try world.store.replica.header()).configuration.utf8))
        #expect(NSDictionary(dictionary: configuration as? [String: Any] ?? [:]) == NSDictionary(dictionary: before["config"] as? [String: Any] ?? [:]))

        try world.list("animals", [("house", "casa")])
        try await world.sync(.upload)
        let after = try phone.run([["sync"], ["check"], ["dump"]])
        #expect(after[1]["ok"] as? Bool == true, "\(after[1])")
        for key in ["notetypes", "deckObjects", "deckConfigs"] {
            let old = Self.byID(before[key]), new = Self.byID(after[2][key])
            for (id, object) in old where object["name"] as? String != "Default" || key != "deckObjects" {
                #expect(Self.withoutSyncStamps(new[id]) == Self.withoutSyncStamps(object), "\(key) \(object["name"] ?? id) changed by the upload")
            }
        }
        let changed = Self.configDifference(before["config"], after[2]["config"])
        #expect(changed.allSatisfy { ["nextPos"].contains($0) },
                "configuration changed by the upload: \(changed.map { "\($0): \((before["config"] as? [String: Any])?[$0] ?? "-") → \((after[2]["config"] as? [String: Any])?[$0] ?? "-")" })")
    }

    @Test func listsAndDecksAreRenamedAndDeletedOnEitherSide() async throws {
        let world = try SyncWorld.shared()
        try world.list("animals", [("house", "casa"), ("dog", "perro")])
        try world.list("food", [("bread", "pan"), ("milk", "leche")])
        try world.list("colours", [("red", "rojo"), ("blue", "azul")])
        try await world.login()
        try await world.sync()
        let phone = world.device()
        _ = try phone.run([["sync"], ["rename_deck", "flash::animals", "flash::pets"], ["delete_deck", "flash::food"], ["sync"]])
        try world.store.lists.rename(try world.store.lists.named("colours"), to: try ListName("colors"))
        try world.list("days", [("monday", "lunes"), ("sunday", "domingo")])
        let summary = try await world.sync()
        #expect(Set(try world.store.lists.all().map(\.name)) == ["pets", "colors", "days"], "\(summary)")
        #expect(try world.cards("pets").count == 2)
        let (check, anki) = try phone.syncCheckAndDump()
        #expect(check["ok"] as? Bool == true, "\(check)")
        #expect(Set(anki.decks.keys) == ["Default", "flash", "flash::pets", "flash::colors", "flash::days"])
        #expect(anki.notes.count == 6)
        try world.store.lists.delete(try world.store.lists.named("days"))
        try await world.sync()
        let (_, after) = try phone.syncCheckAndDump()
        #expect(after.decks["flash::days"] == nil && after.notes.count == 4)
        #expect(try world.checkReplica()["ok"] as? Bool == true)
    }

    static func withoutSyncStamps(_ object: NSDictionary?) -> NSDictionary? {
        guard let object = object as? [String: Any] else { return nil }
        return NSDictionary(dictionary: object.filter { $0.key != "usn" })
    }

    static func configDifference(_ before: Any?, _ after: Any?) -> [String] {
        let old = before as? [String: Any] ?? [:], new = after as? [String: Any] ?? [:]
        return Set(old.keys).union(new.keys).filter { key in
            switch (old[key], new[key]) {
            case let (left?, right?): return "\(left)" != "\(right)"
            default: return true
            }
        }
    }
}

extension AnkiSyncTests {
    /// Pictures travel with Anki's media sync: flash's go up under their names, a picture a
    /// note added on the phone names comes down and its card shows it.
    @Test func picturesGoUpAndComeDownWithTheirNotes() async throws {
        let world = try SyncWorld.shared()
        let apple = try Data(contentsOf: LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures/images/apple.png"))
        let banana = try Data(contentsOf: LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures/images/banana.png"))
        let stored = try ImageStore(directory: world.paths.imagesDirectory).store(Array(apple), origin: "apple.png")
        var card = Card(native: "apple", learned: "la manzana", created: world.now)
        card.imageFile = stored
        try world.store.lists.create(name: try ListName("fruit"), study: try Study(native: Language(code: "en"), learned: Language(code: "es")),
                                     images: true, cards: [card, Card(native: "pear", learned: "la pera", created: world.now)], now: world.now)
        try await world.login()
        let first = try await world.sync()
        #expect(first.media.sent == 1)

        let phone = world.device()
        let results = try phone.run([["sync"], ["sync_media"], ["media_list"], ["dump"],
                                     ["media", "banana.png", banana.map { String(format: "%02x", $0) }.joined()],
                                     ["add", "flash::fruit", "flash", ["banana", "el plátano", "", "<img src=\"banana.png\">"]],
                                     ["sync"], ["sync_media"], ["check"]])
        #expect(results[2]["files"] as? [String] == [stored])
        let dump = AnkiDump(results[3])
        #expect(dump.fields(dump.note(front: "apple"))[3] == "<img src=\"\(stored)\">")
        #expect(results[8]["ok"] as? Bool == true, "\(results[8])")

        let back = try await world.sync()
        #expect(back.media.received == 1 && back.lists.cardsAdded == 1)
        let fetched = try #require(try world.cards("fruit").first { $0.native == "banana" })
        #expect(fetched.imageFile == "banana.png")
        #expect(FileManager.default.contents(atPath: world.paths.imagesDirectory.appendingPathComponent("banana.png").path) == banana)
        let again = try await world.sync()
        #expect(again.media.sent == 0 && again.media.received == 0)
    }
}
