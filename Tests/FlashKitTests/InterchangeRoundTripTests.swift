import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Providers
@testable import ListMaker
@testable import Interchange

/// flash → apkg → flash, flash → json → flash and flash → csv → flash, field by field: a list
/// whose cards use every field flash keeps goes out of one data folder and into another.
@Suite struct InterchangeRoundTripTests {
    let source = TemporaryDirectory(), target = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)  // 2026-03-01T09:00:00Z
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 32)
    static let wav: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + Array(repeating: 0, count: 24)

    func paths(_ folder: TemporaryDirectory) -> FlashPaths { FlashPaths(environment: ["FLASH_HOME": folder.path]) }
    func store(_ folder: TemporaryDirectory) throws -> FlashStore { try FlashStore(path: paths(folder).databaseFile.path, now: now) }

    /// The list: its cards in an order no id, time or name gives, each field used somewhere.
    func original() throws -> (FlashStore, WordList) {
        let paths = paths(source)
        let picture = try ImageStore(directory: paths.imagesDirectory).store(Self.png, origin: "dog.png")
        let sound = try SoundStore(directory: paths.soundsDirectory).store(Self.wav, origin: "perro.wav").name
        func day(_ days: Double) -> Date { now.addingTimeInterval(days * 86_400) }
        var dog = Card(native: "dog", learned: "perro", alternatives: ["can"], translationSource: "apertium", ipa: "ˈpe.ro",
                       imageURL: "https://img.example/dog.png", imageFile: picture, imageCredit: "Noto Color Emoji 🐕 dog (SIL OFL 1.1)", imageIndex: 0,
                       imageCandidates: [ImageCandidate(url: "https://img.example/dog.png", credit: "Noto", source: "pictures")],
                       incorrectAnswers: ["gato"], right: 3, wrong: 1, created: day(-20))
        (dog.nativeAlternatives, dog.gender, dog.partOfSpeech, dog.confidence, dog.soundFile) = (["hound"], .masculine, .noun, .agreed, sound)
        dog.translationCandidates = [TranslationCandidate(text: "perro", partOfSpeech: .noun, gender: .masculine, sources: ["apertium"])]
        var candle = Card(native: "candle", learned: "vela", created: day(-10))
        (candle.gender, candle.partOfSpeech) = (.feminine, .noun)
        let climb = Card(native: "to climb", learned: "subir", alternatives: ["trepar", "ascender"], created: day(-9))
        var brave = Card(native: "brave", learned: "valiente", created: day(-8))
        (brave.partOfSpeech, brave.confidence) = (.adjective, .disputed)
        let water = Card(native: "water", learned: "agua", alternatives: ["H2O"], alternativesSide: .native, created: day(-7))
        let memories: [InterchangeMemory?] = [
            InterchangeMemory(state: MemoryState(phase: .review, step: nil, stability: 3.5123, difficulty: 5.234, due: day(2), lastReview: day(-1)), reps: 2, lapses: 0),
            InterchangeMemory(state: MemoryState(phase: .learning, step: 1, stability: 0.4, difficulty: 6.5, due: now.addingTimeInterval(600), lastReview: now), reps: 2, lapses: 0),
            nil,
            InterchangeMemory(state: MemoryState(phase: .relearning, step: 0, stability: 1.25, difficulty: 8.75, due: now.addingTimeInterval(300), lastReview: now), reps: 9, lapses: 4, leech: true),
            InterchangeMemory(state: MemoryState(phase: .review, step: nil, stability: 12, difficulty: 3, due: day(11), lastReview: day(-1)), reps: 3, lapses: 0),
        ]
        let reviews: [[InterchangeReview]] = [
            [InterchangeReview(time: day(-3), rating: .good, milliseconds: 4_000, stability: 1.2, difficulty: 5.0, due: day(-1)),
             InterchangeReview(time: day(-1), rating: .good, milliseconds: 3_000, stability: 3.5123, difficulty: 5.234, due: day(2))],
            [InterchangeReview(time: now.addingTimeInterval(-60), rating: .again, milliseconds: 9_000, stability: 0.3, difficulty: 6.9, due: now),
             InterchangeReview(time: now, rating: .good, milliseconds: 2_500, stability: 0.4, difficulty: 6.5, due: now.addingTimeInterval(600))],
            [],
            [InterchangeReview(time: now, rating: .again, milliseconds: 12_000, stability: 1.25, difficulty: 8.75, due: now.addingTimeInterval(300))],
            [InterchangeReview(time: day(-15), rating: .easy, milliseconds: 1_000, stability: 12, difficulty: 3, due: day(11))],
        ]
        let store = try store(source)
        let list = try store.lists.importList(name: ListName("pets"), study: Study(native: .english, learned: Language(code: "es")),
                                              style: .violet, images: true, cards: [dog, candle, climb, brave, water],
                                              memories: memories, reviews: reviews, now: day(-20), created: day(-20))
        return (store, list)
    }

    func export(_ store: FlashStore, _ list: WordList, as format: ExportFormat) throws -> [UInt8] {
        try ListExporting(store: store, paths: paths(source), now: now, policy: { ReviewPolicy(parameters: try SchedulerParameters()) }, speak: nil).render(list, as: format)
    }

    /// Each card of both lists with its memory and reviews, in order.
    func cards(_ store: FlashStore, _ list: WordList) throws -> [(card: Card, memory: CardMemory?, reviews: [CardReview])] {
        try store.cards.all(in: list).map { ($0, try store.memory.memory(of: $0.id), try store.memory.history(of: $0.id)) }
    }

    func file(_ folder: TemporaryDirectory, _ directory: URL, _ name: String?) -> [UInt8]? {
        name.flatMap { FileManager.default.contents(atPath: directory.appendingPathComponent($0).path) }.map(Array.init)
    }

    @Test func anAnkiPackageOfFlashComesBackWithEveryFieldItCarries() throws {
        let (store, list) = try original()
        let package = try export(store, list, as: .apkg)
        let into = try self.store(target)
        var notes: [String] = []
        try AnkiImporting(store: into, paths: paths(target)).run(package, origin: "pets.apkg", request: ImportRequest(), now: now,
                                                                  note: { notes.append($0) }, report: { _ in })
        #expect(notes.isEmpty, "\(notes)")
        let back = try #require(try into.lists.find("pets"), "no --lang needed: the package says en → es")
        #expect(back.study == list.study)
        let before = try cards(store, list), after = try cards(into, back)
        #expect(after.map(\.card.native) == before.map(\.card.native), "the cards' order")
        for (was, now) in zip(before, after) {
            let word = was.card.native
            #expect(now.card.learned == was.card.learned, "\(word)")
            #expect(now.card.learnedAlternatives == was.card.learnedAlternatives, "\(word)")
            #expect(now.card.nativeAlternatives == was.card.nativeAlternatives, "\(word)")
            #expect(now.card.alternativesSide == was.card.alternativesSide, "\(word)")
            #expect(now.card.gender == was.card.gender && now.card.partOfSpeech == was.card.partOfSpeech, "\(word): article and part of speech")
            #expect(now.card.ipa == was.card.ipa, "\(word)")
            #expect(file(target, paths(target).imagesDirectory, now.card.imageFile) == file(source, paths(source).imagesDirectory, was.card.imageFile), "\(word)")
            #expect(now.card.imageCredit == (was.card.imageFile == nil ? nil : was.card.imageCredit), "\(word)")
            #expect(file(target, paths(target).soundsDirectory, now.card.soundFile) == file(source, paths(source).soundsDirectory, was.card.soundFile), "\(word)")
            try expectMemory(now.memory, was.memory, word: word, dueWithin: was.memory?.state.phase == .review ? 86_400 : 1)
            #expect(now.reviews.map(\.rating) == was.reviews.map(\.rating), "\(word)")
            #expect(now.reviews.map(\.milliseconds) == was.reviews.map(\.milliseconds), "\(word)")
            for (review, original) in zip(now.reviews, was.reviews) {
                // Anki's revlog ids are the reviews' times in milliseconds, one id each: a second
                // review in the same millisecond moves on by one.
                #expect(abs(review.time.timeIntervalSince(original.time)) < 0.01, "\(word)")
                #expect(abs((review.difficulty ?? 0) - (original.difficulty ?? 0)) < 0.005, "\(word): Anki logs the difficulty in permille")
            }
        }
    }

    @Test func flashJSONComesBackFieldForField() throws {
        let (store, list) = try original()
        let json = try export(store, list, as: .json)
        #expect(try ImportFormat.recognise(json, source: "my-es.json", origin: "my-es.json") == .listJSON)
        try store.lists.delete(list)
        var notes: [String] = []
        try ListJSONImporting(store: store, paths: paths(source)).run(json, origin: "my-es.json", request: ImportRequest(), now: now.addingTimeInterval(99),
                                                                      note: { notes.append($0) }, report: { _ in })
        #expect(notes.isEmpty, "\(notes)")
        let back = try #require(try store.lists.find("pets"))
        #expect(back.study == list.study && back.style == .violet && back.images && back.created == list.created)
        let after = try cards(store, back)
        #expect(after.count == 5)
        let original = try Self.decodedCards(json)
        let again = try Self.decodedCards(try export(store, back, as: .json))
        #expect(again == original, "every field of every card, its memory and its reviews: \(Self.difference(again, original))")
        #expect(after.first?.memory?.state.step == nil && after[1].memory?.state.step == 1 && after[3].memory?.leech == true)
    }

    @Test func jsonFromAnotherDataFolderSaysWhichPicturesStayedBehind() throws {
        let (store, list) = try original()
        let json = try export(store, list, as: .json)
        var notes: [String] = []
        let into = try self.store(target)
        try ListJSONImporting(store: into, paths: paths(target)).run(json, origin: "my-es.json", request: ImportRequest(), now: now,
                                                                     note: { notes.append($0) }, report: { _ in })
        #expect(notes == ["1 picture and 1 recording the file names are not in this data folder; left out (an Anki package carries them)"])
        let imported = try #require(try into.lists.find("pets"))
        let dog = try #require(try into.cards.all(in: imported).first)
        #expect(dog.imageFile == nil && dog.soundFile == nil && dog.imageCandidates.count == 1 && dog.gender == .masculine)
    }

    @Test func csvComesBackWithBothSidesAlternativesGenderAndPartOfSpeech() async throws {
        let (store, list) = try original()
        let csv = try export(store, list, as: .csv)
        let text = String(decoding: csv, as: UTF8.self)
        #expect(text.contains("#flash columns:Native,Learned,IPA,Gender,Part of speech,GUID"), "\(text)")
        #expect(text.contains("\"dog, hound\",\"perro, can\",ˈpe.ro,m,noun,"), "\(text)")
        let into = try self.store(target)
        let plan = try TextImporting(csv, origin: "mine.csv", request: ImportRequest(), store: into, note: { _ in })
        #expect(plan.name.value == "pets" && plan.study == list.study && plan.duplicates.isEmpty)
        let builder = ListBuilder(translators: [], imageProviders: [], downloader: LocalImageReader(), imageStore: ImageStore(directory: paths(target).imagesDirectory))
        let report = await builder.build(plan.words, study: plan.study, side: plan.side, images: false, now: now)
        let back = try into.lists.create(name: plan.name, study: plan.study, cards: plan.finished(report.cards), now: now)
        let before = try store.cards.all(in: list), after = try into.cards.all(in: back)
        #expect(after.map(\.native) == before.map(\.native))
        for (now, was) in zip(after, before) {
            #expect(now.learned == was.learned && now.learnedAlternatives == was.learnedAlternatives, "\(was.native)")
            #expect(now.nativeAlternatives == was.nativeAlternatives, "\(was.native): the native side's alternatives")
            #expect(now.gender == was.gender && now.partOfSpeech == was.partOfSpeech && now.ipa == was.ipa, "\(was.native)")
        }
    }

    @Test func aCSVImportDropsRepeatedWordsAsNewDoesAndIsNamedAfterTheFile() throws {
        let csv = Array("dog,perro\ncat,gato\nDog,can\nbird,pájaro\ncat,felino\n".utf8)
        var request = ImportRequest()
        request.learned = "es"
        let plan = try TextImporting(csv, origin: "mine.csv", request: request, store: try store(target), note: { _ in })
        #expect(plan.name.value == "mine")
        #expect(plan.words.map(\.text) == ["dog", "cat", "bird"])
        #expect(plan.duplicates.map { "\($0.text) \($0.line) \($0.firstLine)" } == ["Dog 3 1", "cat 5 2"])
    }

    func expectMemory(_ memory: CardMemory?, _ original: CardMemory?, word: String, dueWithin seconds: Double) throws {
        guard let original else { return #expect(memory == nil, "\(word)") }
        let memory = try #require(memory, "\(word) has its memory state")
        #expect(memory.state.phase == original.state.phase && memory.state.step == original.state.step, "\(word)")
        #expect(memory.reps == original.reps && memory.lapses == original.lapses && memory.leech == original.leech, "\(word)")
        #expect(abs((memory.state.stability ?? 0) - (original.state.stability ?? 0)) < 0.0001, "\(word)")
        #expect(abs((memory.state.difficulty ?? 0) - (original.state.difficulty ?? 0)) < 0.001, "\(word)")
        #expect(abs(memory.state.due.timeIntervalSince(original.state.due)) < seconds, "\(word): due \(memory.state.due) for \(original.state.due)")
        #expect(memory.state.lastReview == original.state.lastReview, "\(word)")
    }

    /// The cards of an exported JSON without what a new store gives anew (ids) or works out from
    /// the clock (retrievability).
    static func decodedCards(_ json: [UInt8]) throws -> [NSDictionary] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        return try #require(object["cards"] as? [[String: Any]]).map { card in
            var card = card
            card["id"] = nil
            if var memory = card["memory"] as? [String: Any] { memory["retrievability"] = nil; card["memory"] = memory }
            return card as NSDictionary
        }
    }

    static func difference(_ one: [NSDictionary], _ other: [NSDictionary]) -> String {
        for (a, b) in zip(one, other) where a != b {
            let keys = Set(a.allKeys.map { "\($0)" }).union(b.allKeys.map { "\($0)" })
            return keys.filter { "\(a[$0] ?? "-")" != "\(b[$0] ?? "-")" }.map { "\($0): \(a[$0] ?? "-") vs \(b[$0] ?? "-")" }.joined(separator: "; ")
        }
        return "\(one.count) vs \(other.count) cards"
    }
}
