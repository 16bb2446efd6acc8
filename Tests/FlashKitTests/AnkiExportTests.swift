import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Interchange

/// flash's .apkg as Anki's own library reads it: Support/anki_check_export.py imports packages
/// into a fresh collection with `Collection.import_anki_package` and reports what arrived.
/// Skipped when `.venv-anki` is absent, unless FLASH_REQUIRE_ANKI=1 makes that a failure.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; run .ci/run or set FLASH_ANKI_PYTHON"))
struct AnkiExportTests {
    let folder = TemporaryDirectory()
    /// Now, to the second: Anki checks ids against its own clock and counts due days from today.
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    @Test func ankiImportsEveryNoteCardFieldAndMediumOfAnExport() throws {
        let deck = AnkiExportSample.deck(now: now)
        let report = try AnkiExportPython.importing([write(deck, at: now, as: "pets")])
        let anki = try #require(report.imports.first)
        #expect(anki.log.new == 7 && anki.log.found == 7, "a note with neither word nor picture is left out")
        #expect(anki.noteCount == 7 && anki.cardCount == 13, "'fish & chips' has no learned word, so one card")
        #expect(anki.decks == ["flash", "flash::pets"])
        #expect(anki.notetypes.contains("flash"))
        let dog = try #require(anki.notes.first { $0.guid == "g-dog" })
        #expect(dog.notetype == "flash")
        #expect(dog.fields == [
            "Native": "dog", "Learned": "perro", "Alternatives": "can, chucho<br><span class=\"native\">hound</span>",
            "Picture": "<img src=\"dog.png\">", "Sound": "[sound:perro.wav]", "IPA": "ˈpe.ro",
            "Notes": "A &lt;b&gt;loyal&lt;/b&gt; friend &amp; more<br>second line",
        ])
        #expect(dog.tags.sorted() == ["animals", "my_tag"])
        #expect(dog.cards.map(\.deck) == ["flash::pets", "flash::pets"])
        let fish = try #require(anki.notes.first { $0.fields["Native"] == "fish &amp; chips" })
        #expect(fish.cards.map(\.ord) == [0] && fish.guid == AnkiPackageWriter.guid(native: "fish & chips", learned: ""))
        #expect(anki.notes.first { $0.guid == "g-niño" }?.fields["Picture"] == "<img src=\"niño_1.png\">")
        try expectMedia(anki)
    }

    @Test func memoryStatesAndReviewsCarryOverIntoAnki() throws {
        let deck = AnkiExportSample.deck(now: now)
        let anki = try #require(try AnkiExportPython.importing([write(deck, at: now, as: "pets")]).imports.first)
        let dog = try #require(anki.notes.first { $0.guid == "g-dog" }).cards
        for card in dog {
            #expect(card.type == 2 && card.queue == 2 && card.reps == 3 && card.lapses == 0 && card.ivl == 5)
            // Three days ahead; a day either way where the machine's time zone is not UTC.
            #expect(abs(card.due - 3) <= 1, "due \(card.due)")
            try expectMemory(card, stability: 8.4, difficulty: 4.9)
        }
        #expect(dog[0].revlog.map(\.id) == deck.notes[0].reviews.map { Int64($0.time.timeIntervalSince1970 * 1000) })
        #expect(dog[0].revlog.map(\.ease) == [3, 3, 3] && dog[0].revlog.map(\.type) == [0, 0, 1])
        #expect(dog[0].revlog.map(\.ivl) == [-600, 3, 5] && dog[0].revlog.map(\.lastIvl) == [0, -600, 3])
        #expect(dog[0].revlog.map(\.time) == [4_000, 3_000, 2_500] && dog[0].revlog.map(\.factor) == [611, 600, 533])
        #expect(dog[1].revlog.isEmpty, "a review is logged once, on the note's first card")
        let bird = try #require(anki.notes.first { $0.guid == "g-bird" }?.cards.first)
        #expect(bird.type == 1 && bird.queue == 1 && bird.due == Int(now.timeIntervalSince1970) + 480 && bird.left % 1000 == 1)
        try expectMemory(bird, stability: 2.3, difficulty: 5.0)
        let horse = try #require(anki.notes.first { $0.guid == "g-horse" }?.cards.first)
        #expect(horse.type == 3 && horse.queue == 1 && horse.due == Int(now.timeIntervalSince1970) + 540 && horse.lapses == 1)
        #expect(horse.revlog.map(\.type) == [0, 1] && horse.revlog.map(\.ease) == [3, 1])
        try expectMemory(horse, stability: 1.1, difficulty: 7.0)
        let cat = try #require(anki.notes.first { $0.guid == "g-cat" }?.cards.first)
        #expect(cat.type == 0 && cat.queue == 0 && cat.memory == nil && cat.revlog.isEmpty)
    }

    @Test func aSecondExportUpdatesTheNotesInsteadOfAddingThem() throws {
        var deck = AnkiExportSample.deck(now: now)
        let first = try write(deck, at: now.addingTimeInterval(-3_600), as: "first")
        deck.notes[0].learned = "perrito"
        deck.notes.append(InterchangeNote(guid: "g-owl", native: "owl", learned: "búho"))
        let report = try AnkiExportPython.importing([first, write(deck, at: now, as: "second")])
        let (before, after) = (try #require(report.imports.first), try #require(report.imports.last))
        #expect(after.log.new == 1 && after.log.updated == 7 && after.log.duplicate == 0 && after.log.conflicting == 0)
        #expect(after.noteCount == before.noteCount + 1 && after.cardCount == before.cardCount + 2)
        #expect(after.notes.first { $0.guid == "g-dog" }?.fields["Learned"] == "perrito")
        #expect(Set(after.notes.map(\.guid)).count == after.notes.count)
        #expect(after.decks == ["flash", "flash::pets"] && after.notetypes.filter { $0.hasPrefix("flash") } == ["flash"])
        #expect(after.notes.first { $0.guid == "g-dog" }?.cards.first?.revlog.count == 3, "reviews are not logged twice")
        try expectMedia(after)
    }

    @Test func thePackageIsALegacySchemaElevenCollectionAnkiWouldHaveWritten() throws {
        let anki = try #require(try AnkiExportPython.importing([write(AnkiExportSample.deck(now: now), at: now, as: "pets")]).imports.first)
        let package = anki.package
        #expect(package.schema == 11 && package.journalMode == "delete")
        // flash's record of what Anki cannot hold comes last; Anki reads none of it.
        #expect(package.members.first == "collection.anki2" && package.members.suffix(2) == ["media", "flash.json"])
        #expect(!package.members.contains("meta") && !package.members.contains("collection.anki21"))
        #expect(package.members.dropFirst().dropLast(2) == ArraySlice((0..<package.mediaMap.count).map(String.init)))
        #expect(package.checksumMismatches.isEmpty, "sort field or checksum differs from Anki's: \(package.checksumMismatches)")
    }

    @Test func aDeckWithoutNotesIsAPackageAnkiImportsAsNothing() throws {
        let anki = try #require(try AnkiExportPython.importing([write(InterchangeDeck(name: "empty"), at: now, as: "empty")]).imports.first)
        #expect(anki.log.found == 0 && anki.noteCount == 0 && anki.cardCount == 0)
        #expect(anki.package.members == ["collection.anki2", "media", "flash.json"] && anki.package.mediaMap.isEmpty)
    }
}

/// What the writer guarantees without Anki to check it.
@Suite struct AnkiPackageWriterTests {
    @Test func exportingTheSameDeckTwiceGivesTheSameBytes() throws {
        let now = Date(timeIntervalSince1970: 1_772_355_600)
        let writer = AnkiPackageWriter(now: now)
        let deck = AnkiExportSample.deck(now: now)
        #expect(try writer.package(deck) == writer.package(deck))
    }

    /// The note type is written with its keys in order at every level, the bytes Foundation's
    /// sorted-keys JSON gives, which earlier exports wrote: a learner's Anki sees the same note type.
    @Test func theNoteTypeIsWrittenWithSortedKeysAsEarlierExportsWroteIt() throws {
        let text = AnkiPackageWriter(now: Date()).notetype().text
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let sorted = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(text == String(decoding: sorted, as: UTF8.self))
        #expect(text.contains("\"name\":\"Native → Learned\""))
    }

    /// The collection's decks, deck options, tags and configuration too: keys in order at every
    /// level, numbers as Foundation writes them.
    @Test func theCollectionsJSONIsWrittenWithSortedKeysAsEarlierExportsWroteIt() throws {
        let writer = AnkiPackageWriter(now: Date())
        var tagged = InterchangeNote(guid: "g-tags", native: "owl", learned: "búho")
        tagged.tags = ["zoo", "birds", "night \"owls\""]
        let header = writer.header(for: AnkiExportSample.deck(now: Date()), notes: [tagged])
        for text in [header.decks, header.deckConfigurations, header.tags, writer.configuration(deckID: 1_700_000_000_123, nextPosition: 7)] {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let sorted = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            #expect(text == String(decoding: sorted, as: UTF8.self))
        }
        #expect(header.tags == #"{"birds":0,"night_\"owls\"":0,"zoo":0}"#)
        #expect(header.deckConfigurations.contains(#""ease4":1.3"#) && header.deckConfigurations.contains(#""desiredRetention":0.9"#))
    }

    @Test func theFirstFieldChecksumIsTheFirstWordOfSHA1() {
        #expect(AnkiPackageWriter.fieldChecksum("") == 0xDA39_A3EE)
        #expect(AnkiPackageWriter.fieldChecksum("abc") == 0xA999_3E36)
        #expect(AnkiPackageWriter.fieldChecksum(String(repeating: "a", count: 1_000_000)) == 0x34AA_973C)
    }
}

private extension AnkiExportTests {
    func write(_ deck: InterchangeDeck, at time: Date, as name: String) throws -> String {
        let url = folder.url.appendingPathComponent("\(name).apkg")
        try Data(AnkiPackageWriter(now: time).package(deck)).write(to: url)
        return url.path
    }

    func expectMedia(_ anki: AnkiExportReport.Import) throws {
        #expect(anki.mediaMissing.isEmpty, "missing media: \(anki.mediaMissing)")
        #expect(anki.mediaUnused.isEmpty, "unused media: \(anki.mediaUnused)")
        #expect(Set(["dog.png", "perro.wav", "cat.png", "niño_1.png"]).isSubset(of: anki.mediaFiles), "\(anki.mediaFiles)")
        let kitten = try #require(anki.notes.first { $0.guid == "g-kitten" }?.fields["Picture"])
        #expect(kitten.hasPrefix("<img src=\"cat-") && kitten != "<img src=\"cat.png\">", "another picture named cat.png is renamed")
    }

    func expectMemory(_ card: AnkiExportReport.Card, stability: Double, difficulty: Double) throws {
        let memory = try #require(card.memory, "card \(card.ord) has no memory state")
        #expect(abs(memory.stability - stability) < 1e-3 && abs(memory.difficulty - difficulty) < 1e-3, "\(memory)")
        #expect(abs((card.desiredRetention ?? 0) - 0.9) < 1e-4)
    }
}

/// A deck with every kind of note: a review card with its history, a learning and a relearning
/// one, new ones, a note without GUID or learned word, pictures sharing a name, markup to escape.
enum AnkiExportSample {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 32)
    static let wav: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + Array(repeating: 0, count: 24)

    static func deck(now: Date) -> InterchangeDeck {
        InterchangeDeck(name: "pets", notes: [
            dog(now: now), learning("bird", "pájaro", now: now), relearning(now: now),
            picture(InterchangeNote(guid: "g-cat", native: "cat", learned: "gato"), "cat.png", png),
            picture(InterchangeNote(guid: "g-kitten", native: "kitten", learned: "gatito"), "cat.png", png + [1]),
            picture(InterchangeNote(guid: "g-niño", native: "boy", learned: "niño"), "images/ni\u{006E}\u{0303}o 1.png", png + [2]),
            InterchangeNote(native: "fish & chips", learned: ""),
            InterchangeNote(guid: "g-empty", native: "", learned: ""),
        ])
    }

    static func dog(now: Date) -> InterchangeNote {
        var dog = InterchangeNote(guid: "g-dog", native: "dog", learned: "perro")
        (dog.learnedAlternatives, dog.nativeAlternatives) = (["can", "chucho"], ["hound"])
        (dog.ipa, dog.remarks, dog.tags) = ("ˈpe.ro", "A <b>loyal</b> friend & more\nsecond line", ["animals", "my tag"])
        dog = picture(dog, "dog.png", png)
        dog.sound = InterchangeMedia(name: "perro.wav", bytes: wav)
        let start = now.addingTimeInterval(-5 * 86_400 - 0.25)
        dog.reviews = [
            InterchangeReview(time: start, rating: .good, milliseconds: 4_000, stability: 2.3, difficulty: 5.6, due: start + 600),
            InterchangeReview(time: start + 600, rating: .good, milliseconds: 3_000, stability: 3.1, difficulty: 5.5, due: start + 600 + 3 * 86_400),
            InterchangeReview(time: now - 2 * 86_400, rating: .good, milliseconds: 2_500, stability: 8.4, difficulty: 4.9, due: now + 3 * 86_400),
        ]
        let state = MemoryState(phase: .review, step: nil, stability: 8.4, difficulty: 4.9, due: now + 3 * 86_400, lastReview: now - 2 * 86_400)
        dog.memory = InterchangeMemory(state: state, reps: 3, lapses: 0)
        return dog
    }

    static func learning(_ native: String, _ learned: String, now: Date) -> InterchangeNote {
        var note = InterchangeNote(guid: "g-\(native)", native: native, learned: learned)
        note.reviews = [InterchangeReview(time: now - 120, rating: .good, milliseconds: 5_000, stability: 2.3, difficulty: 5.0, due: now + 480)]
        let state = MemoryState(phase: .learning, step: 1, stability: 2.3, difficulty: 5.0, due: now + 480, lastReview: now - 120)
        note.memory = InterchangeMemory(state: state, reps: 1, lapses: 0)
        return note
    }

    static func relearning(now: Date) -> InterchangeNote {
        var horse = InterchangeNote(guid: "g-horse", native: "horse", learned: "caballo")
        horse.reviews = [
            InterchangeReview(time: now - 5 * 86_400, rating: .good, milliseconds: 3_000, stability: 3.0, difficulty: 5.5, due: now - 2 * 86_400),
            InterchangeReview(time: now - 60, rating: .again, milliseconds: 9_000, stability: 1.1, difficulty: 7.0, due: now + 540),
        ]
        let state = MemoryState(phase: .relearning, step: 0, stability: 1.1, difficulty: 7.0, due: now + 540, lastReview: now - 60)
        horse.memory = InterchangeMemory(state: state, reps: 2, lapses: 1)
        return horse
    }

    static func picture(_ note: InterchangeNote, _ name: String, _ bytes: [UInt8]) -> InterchangeNote {
        var note = note
        note.picture = InterchangeMedia(name: name, bytes: bytes)
        return note
    }
}

/// What anki_check_export.py prints.
struct AnkiExportReport: Decodable {
    struct Log: Decodable { let found: Int, new: Int, updated: Int, duplicate: Int, conflicting: Int }
    struct Revlog: Decodable { let id: Int64, ease: Int, ivl: Int, lastIvl: Int, factor: Int, time: Int, type: Int }
    struct Memory: Decodable { let stability: Double, difficulty: Double }
    struct Card: Decodable {
        let ord: Int, deck: String, type: Int, queue: Int, due: Int, ivl: Int, reps: Int, lapses: Int, left: Int
        let memory: Memory?
        let desiredRetention: Double?
        let revlog: [Revlog]
    }
    struct Note: Decodable { let guid: String, notetype: String, fields: [String: String], tags: [String], cards: [Card] }
    struct Mismatch: Decodable { let guid: String, csum: Int64, sfld: String }
    struct Package: Decodable {
        let members: [String], mediaMap: [String: String], schema: Int, journalMode: String
        let checksumMismatches: [Mismatch]
    }
    struct Import: Decodable {
        let log: Log
        let noteCount: Int, cardCount: Int, today: Int
        let decks: [String], notetypes: [String], notes: [Note]
        let mediaMissing: [String], mediaUnused: [String], mediaFiles: [String]
        let package: Package
    }
    let ankiVersion: String
    let imports: [Import]
}

/// Imports flash's packages into Anki through Support/anki_check_export.py.
enum AnkiExportPython {
    /// Imports `packages` one after the other into one fresh collection.
    static func importing(_ packages: [String]) throws -> AnkiExportReport {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(AnkiExportReport.self, from: AnkiPython.runScript("anki_check_export.py", ["import"] + packages))
    }
}
