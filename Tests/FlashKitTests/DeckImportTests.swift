import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Scheduling
@testable import Store
@testable import ListMaker
@testable import Interchange

/// A deck stored as a list and read back as a deck keeps every word, medium, memory state and
/// review; a failed import stores nothing and leaves no new file behind.
@Suite struct DeckImportTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_770_000_000)

    func open() throws -> (FlashStore, ImageStore, SoundStore) {
        let store = try FlashStore(path: folder.path + "/flash.sqlite3", now: now)
        return (store, ImageStore(directory: folder.url.appendingPathComponent("images")), SoundStore(directory: folder.url.appendingPathComponent("sounds")))
    }

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 32)
    static let wav: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + Array(repeating: 0, count: 24)

    func deck() -> InterchangeDeck {
        var dog = InterchangeNote(guid: "g1", native: "dog", learned: "perro")
        dog.learnedAlternatives = ["can"]
        dog.nativeAlternatives = ["hound"]
        dog.picture = InterchangeMedia(name: "dog.png", bytes: Self.png)
        dog.sound = InterchangeMedia(name: "perro.wav", bytes: Self.wav)
        let reviewed = now.addingTimeInterval(-86_400)
        dog.memory = InterchangeMemory(state: MemoryState(phase: .review, step: nil, stability: 3.5, difficulty: 5.2,
                                                          due: now.addingTimeInterval(86_400 * 2), lastReview: reviewed), reps: 2, lapses: 0)
        dog.reviews = [InterchangeReview(time: reviewed.addingTimeInterval(-3_600), rating: .good, milliseconds: 4_000, stability: 1.2, difficulty: 5.0, due: reviewed),
                       InterchangeReview(time: reviewed, rating: .good, milliseconds: 3_000, stability: 3.5, difficulty: 5.2, due: now.addingTimeInterval(86_400 * 2))]
        var cat = InterchangeNote(native: "cat", learned: "gato")
        cat.picture = InterchangeMedia(name: "cat.png", bytes: Array("not a picture".utf8))
        return InterchangeDeck(name: "pets", notes: [dog, cat, InterchangeNote(native: "", learned: "")])
    }

    @Test func aDeckComesBackAsItWentIn() throws {
        let (store, images, sounds) = try open()
        let study = try Study(native: .english, learned: Language(code: "es"))
        let outcome = try DeckImport(store: store, images: images, sounds: sounds).run(deck(), name: ListName("pets"), study: study, now: now)
        #expect(outcome.list.cardCount == 2)
        #expect(outcome.notes.count == 1 && outcome.notes[0].hasPrefix("picture of 'cat' left out: "), "\(outcome.notes)")
        let back = try ListExport(store: store, images: images, sounds: sounds).deck(of: outcome.list)
        let dog = try #require(back.notes.first)
        #expect(dog.native == "dog" && dog.learned == "perro" && dog.learnedAlternatives == ["can"] && dog.nativeAlternatives == ["hound"])
        #expect(dog.picture?.bytes == Self.png && dog.sound?.bytes == Self.wav)
        #expect(dog.memory == deck().notes[0].memory)
        #expect(dog.reviews == deck().notes[0].reviews)
        #expect(back.notes[1].picture == nil && back.notes[1].memory == nil)
        let again = try ListExport(store: store, images: images, sounds: sounds).deck(of: outcome.list)
        #expect(again.notes.map(\.guid) == back.notes.map(\.guid), "GUIDs are stable across exports")
    }

    @Test func aFailedImportStoresNothingAndLeavesNoNewFile() throws {
        let (store, images, sounds) = try open()
        let study = try Study(native: .english, learned: Language(code: "es"))
        try store.lists.create(name: ListName("pets"), study: study, style: .grey, images: false,
                               cards: [Card(native: "a", learned: "b", created: now)], now: now)
        #expect(throws: ListError.nameTaken("pets")) {
            try DeckImport(store: store, images: images, sounds: sounds).run(deck(), name: ListName("pets"), study: study, now: now)
        }
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: images.directory.path)) ?? []
        let sounded = (try? FileManager.default.contentsOfDirectory(atPath: sounds.directory.path)) ?? []
        #expect(leftovers.isEmpty && sounded.isEmpty)
        #expect(try store.lists.all().count == 1)
    }

    @Test func aDeckWithoutWordsIsRefused() throws {
        let (store, images, sounds) = try open()
        let study = try Study(native: .english, learned: Language(code: "es"))
        #expect(throws: InterchangeError.empty("blank")) {
            try DeckImport(store: store, images: images, sounds: sounds).run(InterchangeDeck(name: "blank", notes: [InterchangeNote(native: "", learned: "")]),
                                                                            name: ListName("blank"), study: study, now: now)
        }
    }
}
