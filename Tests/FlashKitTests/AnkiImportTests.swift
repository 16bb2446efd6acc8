import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Providers
@testable import Interchange

/// Packages made here, byte by byte: both formats, hostile ones, and the HTML and protobuf the
/// reader is built on.
@Suite struct AnkiImportTests {
    private let created = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

    // MARK: HTML

    @Test(arguments: [
        ("<div>the <b>dog</b></div>", "the dog"), ("el&nbsp;perro<br>", "el perro"),
        ("line one<br/>line two", "line one line two"), ("<div>a</div><div>b</div>", "a b"), ("pe<b>rr</b>o", "perro"),
        ("caf&eacute; &amp; cr&egrave;me", "café & crème"), ("&#233;t&#xE9; &#X41;", "été A"), ("a &lt; b &gt; c", "a < b > c"),
        ("a < b", "a < b"), ("1 <2 and 3> 2", "1 <2 and 3> 2"), ("<style>.x { color: red }</style>word", "word"),
        ("<script>alert('<b>')</script>safe", "safe"), ("<!-- a > b -->text", "text"), ("<span title=\"a > b\">quoted</span>", "quoted"),
        ("&unknown; &amp", "&unknown; &amp"), ("soft&shy;hyphen", "softhyphen"), ("  spaced \n\t out  ", "spaced out"),
        ("<ul><li>one</li><li>two</li></ul>", "one two"), ("<h1>Title</h1>body", "Title body"), ("unclosed <b", "unclosed <b"),
        ("&ldquo;quoted&rdquo; &ndash; &euro;5", "“quoted” – €5"), ("[sound:perro.mp3]el perro", "el perro"), ("&#0;", "\u{FFFD}"),
    ])
    func htmlIsReducedToTheTextItShows(html: String, text: String) {
        #expect(HTMLText(html: html).text == text)
    }

    @Test func htmlNamesItsPicturesAndSoundsInOrder() {
        let field = HTMLText(
            html: "<img src=\"a.png\"><IMG SRC='b&amp;c.png'>[sound:one.mp3]<img alt=\"src=fake.png\" src=d.png>text[sound:t&eacute;.ogg]"
        )
        #expect(field == .init(text: "text", pictures: ["a.png", "b&c.png", "d.png"], sounds: ["one.mp3", "té.ogg"]))
    }

    // MARK: Protobuf

    @Test func protobufReaderReadsEveryWireType() throws {
        let message = TestProtobuf.field(1, varint: 300) + [0x11] + [1, 0, 0, 0, 0, 0, 0, 0x80] + TestProtobuf.field(3, bytes: Array("hi".utf8))
            + [0x25, 0x78, 0x56, 0x34, 0x12] + TestProtobuf.field(536_870_911, varint: UInt64.max)
        var reader = AnkiPackageReader.ProtobufReader(message[...])
        #expect(try reader.next()! == (1, .varint(300)))
        #expect(try reader.next()! == (2, .fixed64(0x8000_0000_0000_0001)))
        #expect(try reader.next()! == (3, .bytes(Array("hi".utf8)[...])))
        #expect(try reader.next()! == (4, .fixed32(0x1234_5678)))
        #expect(try reader.next()! == (536_870_911, .varint(UInt64.max)))
        #expect(try reader.next() == nil)
    }

    @Test(arguments: [
        [0x08], [0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02], [0x1A, 0x05, 0x61], [0x0B], [0x00, 0x01],
        [0x09, 1, 2, 3], [0x0D, 1], [0x08, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01],
    ] as [[UInt8]])
    func protobufReaderRefusesMalformedInput(bytes: [UInt8]) {
        var reader = AnkiPackageReader.ProtobufReader(bytes[...])
        #expect(throws: AnkiPackageReader.ProtobufReader.Malformed.self) { while try reader.next() != nil {} }
    }

    @Test func mediaEntriesAndPackageVersionDecodeAsAnkiWritesThem() throws {
        let entries = TestProtobuf.mediaEntries([("dog.png", 73), ("casa.wav", 1644)])
            + TestProtobuf.field(1, bytes: TestProtobuf.field(1, bytes: Array("old.png".utf8)) + TestProtobuf.field(255, varint: 7))
        #expect(try AnkiPackageReader.mediaEntries(entries) == [
            .init(name: "dog.png", size: 73, sha1: [UInt8](repeating: 1, count: 20), member: "0"),
            .init(name: "casa.wav", size: 1644, sha1: [UInt8](repeating: 1, count: 20), member: "1"),
            .init(name: "old.png", size: 0, sha1: [], member: "7"),
        ])
        #expect(try AnkiPackageReader.packageVersion([0x08, 0x03]) == 3)
        #expect(try AnkiPackageReader.packageVersion([]) == 0)
    }

    // MARK: Packages made by hand

    @Test(arguments: [1, 2, 3])
    func everyNoteArrivesWithItsPictureSoundAndSchedulingInEachFormat(version: Int) throws {
        let contents = try AnkiPackageReader().read(TestPackage(version: version, collection: try sampleCollection(), media: sampleMedia).bytes)
        #expect(contents.decks.map(\.name) == ["Default", "Spanish"])
        let spanish = contents.decks[1].notes
        #expect(spanish.map(\.native) == ["the dog", "house & home"])
        #expect(spanish.map(\.learned) == ["el perro", "la casa"])
        #expect(spanish[0].guid == "guid-1" && spanish[0].tags == ["animals", "pets"])
        #expect(spanish[0].picture == InterchangeMedia(name: "dog.png", bytes: TestMedia.png))
        #expect(spanish[1].sound == InterchangeMedia(name: "casa.wav", bytes: TestMedia.wav))
        let memory = try #require(spanish[0].memory)
        #expect(memory.state == MemoryState(
            phase: .review, step: nil, stability: 12.5, difficulty: 4.25, due: created + 30 * 86_400,
            lastReview: Date(timeIntervalSince1970: 1_768_000_000)
        ))
        #expect(memory.reps == 3 && memory.lapses == 1)
        #expect(spanish[0].reviews == [
            InterchangeReview(time: Date(timeIntervalSince1970: 1_767_800_000), rating: .again, milliseconds: 4_000,
                              due: Date(timeIntervalSince1970: 1_767_800_600)),
            InterchangeReview(time: Date(timeIntervalSince1970: 1_768_000_000), rating: .good, milliseconds: 2_500,
                              difficulty: (0.5 - 0.1) * 9 + 1, due: Date(timeIntervalSince1970: 1_768_000_000 + 12 * 86_400)),
        ])
        #expect(spanish[1].memory?.state.phase == .learning && spanish[1].memory?.state.due == Date(timeIntervalSince1970: 1_768_000_900))
        #expect(contents.decks[0].notes.map(\.native) == ["cat"])
        #expect(contents.decks[0].notes[0].memory == nil && contents.decks[0].notes[0].picture == nil)
    }

    @Test func columnsByNameOrNumberPickOtherFieldsAndNoteTypesWithoutThemAreRemarked() throws {
        let package = TestPackage(version: 3, collection: try sampleCollection(), media: sampleMedia).bytes
        let swapped = try AnkiPackageReader(columns: try .init(["2", "1"])).read(package)
        #expect(swapped.decks.flatMap(\.notes).map(\.native) == ["el gato", "el perro", "la casa"])
        let named = try AnkiPackageReader(columns: try .init(["back", "Front"])).read(package)
        #expect(named.decks.flatMap(\.notes).map(\.native) == ["el perro", "la casa"])
        #expect(named.remarks == ["note type 'Pet' has no field 'back'; left out of note 'cat'"])
        let third = try AnkiPackageReader(columns: .init(native: .name("Notes"), learned: .number(1))).read(package)
        #expect(third.decks.flatMap(\.notes).map(\.native) == ["a pet"])
        #expect(third.remarks == ["note type 'Basic' has no field 'Notes'; left out of 2 notes"])
        #expect(throws: AnkiPackageReader.Failure.badColumns("1,0")) { try AnkiPackageReader.Columns(["1", "0"]) }
        #expect(throws: AnkiPackageReader.Failure.badColumns("Front")) { try AnkiPackageReader.Columns(["Front"]) }
    }

    @Test(arguments: [2, 3])
    func mediaPointingOutsideMissingOrOfTheWrongKindIsLeftOutWithARemark(version: Int) throws {
        var collection = TestCollection(created: created)
        collection.addNote(id: 1, fields: ["<img src=\"../evil.png\">one", "uno"])
        collection.addNote(id: 2, fields: ["<img src=\"https://example.com/x.png\">two", "dos"])
        collection.addNote(id: 3, fields: ["<img src=\"missing.png\">three", "tres"])
        collection.addNote(id: 4, fields: ["<img src=\"text.png\">four[sound:dog.png]", "cuatro"])
        collection.addNote(id: 5, fields: ["<img src=\"missing.png\"><img src=\"dog%20two.png\">five", "cinco"])
        let media = [("../evil.png", TestMedia.png), ("text.png", Array("hello".utf8)), ("dog two.png", TestMedia.png)]
        let contents = try AnkiPackageReader().read(TestPackage(version: version, collection: try collection.bytes(), media: media).bytes)
        let notes = contents.decks.flatMap(\.notes)
        #expect(notes.map(\.native) == ["one", "two", "three", "four", "five"])
        #expect(notes.map { $0.picture?.name } == [nil, nil, nil, nil, "dog two.png"])
        #expect(notes.allSatisfy { $0.sound == nil })
        #expect(contents.remarks == [
            "the media map's entry '../evil.png' names a path outside the package; left out",
            "picture '../evil.png' points outside the package; left out of note 'one'",
            "picture 'https://example.com/x.png' points outside the package; left out of note 'two'",
            "picture 'missing.png' is not in the package; left out of 2 notes",
            "picture 'text.png' is not a PNG, JPEG, GIF or WebP image; left out of note 'four'",
            "sound 'dog.png' is not in the package; left out of note 'four'",
        ])
    }

    @Test func aNoteWithBothChosenFieldsEmptyIsLeftOutWithARemark() throws {
        var collection = TestCollection(created: created)
        collection.addNote(id: 1, fields: ["<img src=\"x.png\">", "<br>"])
        collection.addNote(id: 2, fields: ["word", ""])
        let contents = try AnkiPackageReader().read(TestPackage(version: 2, collection: try collection.bytes()).bytes)
        #expect(contents.decks.flatMap(\.notes).map(\.native) == ["word"])
        #expect(contents.remarks == ["fields 1 and 2 are empty; left out of note '#1'"])
    }

    @Test func aFlashExportComesBackWithItsAlternativesPictureAndMemoryState() throws {
        let now = created + 40 * 86_400
        var dog = InterchangeNote(guid: "flash-dog", native: "dog & co", learned: "el perro")
        (dog.nativeAlternatives, dog.learnedAlternatives, dog.ipa) = (["hound"], ["el can", "el chucho"], "ˈpero")
        dog.tags = ["animals"]
        dog.picture = InterchangeMedia(name: "dog.png", bytes: TestMedia.png)
        dog.sound = InterchangeMedia(name: "perro.wav", bytes: TestMedia.wav)
        let reviewed = now - 3 * 86_400
        dog.memory = InterchangeMemory(state: MemoryState(phase: .review, step: nil, stability: 12.3456, difficulty: 4.5678,
                                                          due: reviewed + 12 * 86_400, lastReview: reviewed), reps: 3, lapses: 1)
        dog.reviews = [InterchangeReview(time: reviewed, rating: .good, milliseconds: 3_000, difficulty: 4.5678, due: reviewed + 12 * 86_400)]
        let cat = InterchangeNote(native: "cat", learned: "el gato")
        let package = try AnkiPackageWriter(now: now).package(InterchangeDeck(name: "animals", notes: [dog, cat]))
        let contents = try AnkiPackageReader().read(package)
        #expect(contents.remarks == [])
        #expect(contents.decks.map(\.name) == ["animals"])
        let notes = contents.decks[0].notes
        #expect(notes.map { [$0.native, $0.learned] } == [["dog & co", "el perro"], ["cat", "el gato"]])
        #expect(notes[0].guid == "flash-dog" && notes[0].tags == ["animals"] && notes[0].ipa == "ˈpero")
        #expect(notes[0].nativeAlternatives == ["hound"] && notes[0].learnedAlternatives == ["el can", "el chucho"])
        #expect(notes[0].picture?.bytes == TestMedia.png && notes[0].sound?.bytes == TestMedia.wav)
        let state = try #require(notes[0].memory).state
        #expect(state.phase == .review && state.lastReview == reviewed && notes[0].memory?.reps == 3 && notes[0].memory?.lapses == 1)
        #expect(abs(state.stability! - 12.3456) < 1e-3 && abs(state.difficulty! - 4.5678) < 1e-3)
        #expect(abs(state.due.timeIntervalSince(reviewed + 12 * 86_400)) < 86_400)
        #expect(notes[0].reviews.count == 1 && notes[0].reviews[0].rating == .good && notes[0].reviews[0].time == reviewed)
        #expect(abs((notes[0].reviews[0].difficulty ?? 0) - 4.5678) < 0.01)
        #expect(notes[1].memory == nil && notes[1].reviews.isEmpty)
    }

    // MARK: Hostile packages

    @Test func aNoteWithFewerFieldsThanItsTypeIsLeftOutWithARemark() throws {
        var collection = TestCollection(created: created)
        collection.addNote(id: 1, fields: ["only one"])
        collection.addNote(id: 2, fields: ["two", "dos"])
        let contents = try AnkiPackageReader().read(TestPackage(version: 2, collection: try collection.bytes()).bytes)
        #expect(contents.decks.flatMap(\.notes).map(\.native) == ["two"])
        #expect(contents.remarks == ["has fewer fields than its note type; left out of note 'only one'"])
        let zero = AnkiPackageReader(columns: .init(native: .number(0), learned: .number(2)))
        #expect(try zero.read(TestPackage(version: 2, collection: try collection.bytes()).bytes).remarks
            == ["note type 'Basic' has no field 0; left out of 2 notes"])
    }

    @Test func valuesOfTheWrongTypeInACollectionAreReadWithoutTrapping() throws {
        let collection = try TestCollection.sqlite("""
            CREATE TABLE col (crt, models, decks);
            CREATE TABLE notes (id, guid, mid, tags, flds);
            CREATE TABLE cards (id, nid, did, odid, ord, type, queue, due, odue, ivl, reps, lapses, data);
            CREATE TABLE revlog (id, cid, ease, ivl, factor, time, type);
            INSERT INTO col VALUES ('soon', '{"1": {"name": "Basic", "flds": [{"name": "Front"}, {"name": "Back"}]}}', '{"1": {"name": 7}}');
            INSERT INTO notes VALUES (1e300, NULL, 1, x'00ff', 'uno' || char(31) || 'one');
            INSERT INTO notes VALUES ('two', 'g2', -1e300, 'a b', 'dos');
            INSERT INTO cards VALUES (1e300, 1e300, 'x', 1e300, 0, 2, 2, 1e300, -1e300, 9e99, 'many', -1, '{"s": 1e400, "d": "x"}');
            INSERT INTO cards VALUES (5, 'two', 1, 0, 0, 1, 1, 'due', 0, 0, 0, 0, '{"s": 2.5, "d": 5, "lrt": 1e300}');
            INSERT INTO revlog VALUES (1e300, 1e300, 9e99, -9e99, 'f', 1e300, 1);
            INSERT INTO revlog VALUES ('now', 5, 3, -1e300, 1e300, -5, 1);
            """)
        let contents = try AnkiPackageReader().read(TestPackage(version: 2, collection: collection).bytes)
        #expect(contents.decks.flatMap(\.notes).map(\.native) == ["uno"])
        #expect(contents.remarks == ["note type '(missing)' has no field 2; left out of note 'dos'"])
    }

    /// Bytes changed at random in a collection give notes or one Failure line: never a trap.
    @Test(arguments: [2, 3])
    func damagedCollectionsFailInOneLineAndNeverTrap(version: Int) throws {
        let valid = try sampleCollection()
        var generator = SplitMix64(seed: 41)
        print("damaged collections: seed 41")
        for _ in 0..<150 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 100..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try AnkiPackageReader().read(TestPackage(version: version, collection: bytes, media: sampleMedia).bytes)
            } catch {
                #expect(error is AnkiPackageReader.Failure, "\(error)")
                #expect(!"\(error)".contains("\n"))
            }
        }
    }

    @Test(arguments: [1, 3])
    func aHugeCollectionOrTooManyNotesIsOneLine(version: Int) throws {
        let package = TestPackage(version: version, collection: try sampleCollection()).bytes
        var limits = AnkiPackageReader.Limits()
        limits.collectionBytes = 4_000
        try expectOneLine(AnkiPackageReader.Failure.collectionTooLarge(limit: 4_000)) { _ = try AnkiPackageReader(limits: limits).read(package) }
        limits = AnkiPackageReader.Limits()
        limits.notes = 2
        try expectOneLine(AnkiPackageReader.Failure.tooManyNotes(3, limit: 2)) { _ = try AnkiPackageReader(limits: limits).read(package) }
    }

    @Test(arguments: [2, 3])
    func aCollectionThatUnpacksLikeABombIsOneLine(version: Int) throws {
        let zeros = [UInt8](repeating: 0, count: 30_000_000)
        var package = TestPackage(version: version, collection: zeros)
        package.deflate = true
        var limits = AnkiPackageReader.Limits()
        limits.collectionBytes = 1_000_000
        try expectOneLine(AnkiPackageReader.Failure.collectionTooLarge(limit: 1_000_000)) { _ = try AnkiPackageReader(limits: limits).read(package.bytes) }
    }

    @Test(arguments: [1, 3])
    func aCollectionThatIsNotSQLiteOrNotAnAnkiCollectionIsOneLine(version: Int) throws {
        for bytes in [Array("hello".utf8), Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0xAB, count: 4_000)] {
            try expectOneLine(AnkiPackageReader.Failure.notSQLite) { _ = try AnkiPackageReader().read(TestPackage(version: version, collection: bytes).bytes) }
        }
        let other = try TestCollection.sqlite("CREATE TABLE words (word TEXT)")
        try expectOneLine(AnkiPackageReader.Failure.notACollection("it has no table 'col'")) {
            _ = try AnkiPackageReader().read(TestPackage(version: version, collection: other).bytes)
        }
    }

    @Test func aPackageWithoutACollectionFromANewerAnkiOrNotAZipIsOneLine() throws {
        let noCollection = TestZip(members: [.init("media", Array("{}".utf8))]).bytes
        try expectOneLine(AnkiPackageReader.Failure.noCollection) { _ = try AnkiPackageReader().read(noCollection) }
        let newer = TestZip(members: [.init("meta", [0x08, 0x04]), .init("collection.anki21b", [1])]).bytes
        try expectOneLine(AnkiPackageReader.Failure.newerVersion(4)) { _ = try AnkiPackageReader().read(newer) }
        try expectOneLine(AnkiPackageReader.Failure.archive(.notAZip)) { _ = try AnkiPackageReader().read(Array("id,word\n".utf8)) }
        let climbing = TestZip(members: [.init("collection.anki2", [1]), .init("../../.bashrc", [1])]).bytes
        try expectOneLine(AnkiPackageReader.Failure.archive(.unsafeName("../../.bashrc"))) { _ = try AnkiPackageReader().read(climbing) }
        let badMap = TestZip(members: [.init("collection.anki2", [1]), .init("media", Array("[1, 2]".utf8))]).bytes
        try expectOneLine(AnkiPackageReader.Failure.corrupt("its media map is not a JSON object of names")) { _ = try AnkiPackageReader().read(badMap) }
    }

    // MARK: Samples

    private var sampleMedia: [(String, [UInt8])] { [("dog.png", TestMedia.png), ("casa.wav", TestMedia.wav)] }

    /// Two Spanish notes (one in review with two answers, one in learning) and one new note in
    /// the default deck of a second note type.
    private func sampleCollection() throws -> [UInt8] {
        var collection = TestCollection(created: created)
        collection.noteTypes.append((2, "Pet", ["Word", "Translation", "Notes"]))
        collection.decks.append((7, "Languages::Spanish"))
        collection.addNote(id: 10, guid: "guid-1", deck: 7, tags: " animals pets ",
                           fields: ["<div>the <b>dog</b></div>", "el&nbsp;perro<br><img src=\"dog.png\">"],
                           card: .init(type: 2, queue: 2, due: 30, reps: 3, lapses: 1, data: #"{"s":12.5,"d":4.25,"dr":0.9,"lrt":1768000000}"#),
                           reviews: [(1_767_700_000_000, 0, 0, 0, 0, 4), (1_767_800_000_000, 1, -600, 2_500, 4_000, 1),
                                     (1_767_900_000_000, 3, 5, 0, 0, 5), (1_768_000_000_000, 3, 12, 500, 2_500, 1)])
        collection.addNote(id: 11, guid: "guid-2", deck: 7, fields: ["house &amp; home", "la casa [sound:casa.wav]"],
                           card: .init(type: 1, queue: 1, due: 1_768_000_900, reps: 1, lapses: 0, data: #"{"s":0.4,"d":6.1}"#))
        collection.addNote(id: 12, noteType: 2, fields: ["cat", "el gato", "a pet"])
        return try collection.bytes()
    }
}

// MARK: - Test builders

/// A minimal schema-11 Anki collection: the tables and columns the reader queries.
struct TestCollection {
    struct Card {
        var type = 0, queue = 0, due: Int64 = 1, reps = 0, lapses = 0, data = "{}"
    }

    var created: Date
    var noteTypes: [(Int64, String, [String])] = [(1, "Basic", ["Front", "Back"])]
    var decks: [(Int64, String)] = [(1, "Default")]
    private var statements: [(String, [SQLValue])] = []

    init(created: Date) {
        self.created = created
    }

    /// A note with one card; reviews are (id in ms, ease, ivl, factor, time in ms, type).
    mutating func addNote(id: Int64, guid: String? = nil, noteType: Int64 = 1, deck: Int64 = 1, tags: String = "", fields: [String],
                          card: Card = Card(), reviews: [(Int64, Int, Int, Int, Int, Int)] = []) {
        statements.append(("INSERT INTO notes VALUES (?, ?, ?, ?, ?)",
                           [.integer(id), .text(guid ?? "g\(id)"), .integer(noteType), .text(tags), .text(fields.joined(separator: "\u{1F}"))]))
        statements.append(("INSERT INTO cards VALUES (?, ?, ?, 0, 0, ?, ?, ?, 0, 1, ?, ?, ?)", [
            .integer(id * 10), .integer(id), .integer(deck), .integer(Int64(card.type)), .integer(Int64(card.queue)), .integer(card.due),
            .integer(Int64(card.reps)), .integer(Int64(card.lapses)), .text(card.data),
        ]))
        for (time, ease, interval, factor, milliseconds, kind) in reviews {
            statements.append(("INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?)", [
                .integer(time), .integer(id * 10), .integer(Int64(ease)), .integer(Int64(interval)), .integer(Int64(factor)),
                .integer(Int64(milliseconds)), .integer(Int64(kind)),
            ]))
        }
    }

    func bytes() throws -> [UInt8] {
        let models = Dictionary(uniqueKeysWithValues: noteTypes.map { id, name, fields in
            ("\(id)", ["name": name, "flds": fields.enumerated().map { ["name": $1, "ord": $0] }] as [String: Any])
        })
        let deckJSON = Dictionary(uniqueKeysWithValues: decks.map { ("\($0.0)", ["name": $0.1]) })
        let json = { (object: Any) in String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self) }
        return try Self.sqlite("""
            CREATE TABLE col (id INTEGER PRIMARY KEY, crt INTEGER, models TEXT, decks TEXT);
            CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, tags TEXT, flds TEXT);
            CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER, odid INTEGER, ord INTEGER, type INTEGER,
                                queue INTEGER, due INTEGER, odue INTEGER, ivl INTEGER, reps INTEGER, lapses INTEGER, data TEXT);
            CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid INTEGER, ease INTEGER, ivl INTEGER, factor INTEGER, time INTEGER, type INTEGER);
            """, statements: [("INSERT INTO col VALUES (1, ?, ?, ?)", [.integer(Int64(created.timeIntervalSince1970)), .text(try json(models)), .text(try json(deckJSON))])] + statements)
    }

    /// The bytes of a fresh SQLite file made by `schema` and `statements`.
    static func sqlite(_ schema: String, statements: [(String, [SQLValue])] = []) throws -> [UInt8] {
        let directory = TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            let path = directory.url.appendingPathComponent("collection.anki2").path
            do {
                let database = try Database(path: path)
                try database.execute(schema)
                for (sql, values) in statements { try database.run(sql, values: values) }
                try database.execute("PRAGMA journal_mode = DELETE")
            }
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
    }
}

/// A package as Anki lays it out, in format 1 (`collection.anki2`), 2 (`collection.anki21`,
/// with `meta`) or 3 (`collection.anki21b` and media zstd-compressed, protobuf media map).
struct TestPackage {
    var version: Int
    var collection: [UInt8]
    var media: [(String, [UInt8])] = []
    var deflate = false

    var bytes: [UInt8] {
        var members: [TestZip.Member] = []
        if version > 1 { members.append(.init("meta", TestProtobuf.field(1, varint: UInt64(version)))) }
        let name = ["collection.anki2", "collection.anki21", "collection.anki21b"][version - 1]
        members.append(.init(name, version == 3 ? try! Zstandard.compress(collection) : collection, deflate: deflate))
        if version > 1 { members.append(.init("collection.anki2", Array("the dummy collection".utf8))) }
        for (index, (_, data)) in media.enumerated() {
            members.append(.init("\(index)", version == 3 ? try! Zstandard.compress(data) : data, deflate: true))
        }
        if version == 3 {
            members.append(.init("media", try! Zstandard.compress(TestProtobuf.mediaEntries(media.map { ($0.0, $0.1.count) }))))
        } else {
            let map = Dictionary(uniqueKeysWithValues: media.enumerated().map { ("\($0.offset)", $0.element.0) })
            members.append(.init("media", Array(try! JSONSerialization.data(withJSONObject: map))))
        }
        return TestZip(members: members).bytes
    }
}

enum TestProtobuf {
    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value, bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        return bytes + [UInt8(value)]
    }

    static func field(_ number: Int, varint value: UInt64) -> [UInt8] { varint(UInt64(number) << 3) + varint(value) }

    static func field(_ number: Int, bytes: [UInt8]) -> [UInt8] { varint(UInt64(number) << 3 | 2) + varint(UInt64(bytes.count)) + bytes }

    static func mediaEntries(_ entries: [(String, Int)]) -> [UInt8] {
        entries.flatMap { name, size in
            field(1, bytes: field(1, bytes: Array(name.utf8)) + field(2, varint: UInt64(size)) + field(3, bytes: [UInt8](repeating: 1, count: 20)))
        }
    }
}

enum TestMedia {
    /// A 1x1 PNG and the head of a WAV file: enough for their magic bytes.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 40)
    static let wav: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + [UInt8](repeating: 0, count: 28)
}

// MARK: - Decks made by Anki

/// Decks made by Anki's own library (Support/anki_make_decks.py, run with the Python of
/// `.venv-anki` or FLASH_ANKI_PYTHON), exported in the legacy and the current format, as
/// packages and as collection packages. Skipped without that Python, unless FLASH_REQUIRE_ANKI=1
/// makes that a failure.
@Suite(.enabled(if: AnkiPython.shouldRun, "no Python with Anki's library; set FLASH_ANKI_PYTHON"))
struct AnkiMadeDeckTests {
    @Test(arguments: ["legacy.apkg", "current.apkg", "legacy.colpkg", "current.colpkg"])
    func everyNotePictureAndMemoryStateArrives(package: String) throws {
        let decks = try AnkiMadeDecks.shared.get()
        let contents = try AnkiPackageReader().read(try #require(decks.packages[package]))
        let notes = contents.decks.flatMap { deck in deck.notes.map { (deck: deck.name, note: $0) } }
        #expect(notes.count == decks.expected.count)
        for expected in decks.expected {
            let found = notes.first { $0.note.guid == expected.guid }
            let (deck, note) = try #require(found, "no note \(expected.native)")
            #expect(deck == expected.deck)
            #expect([note.native, note.learned] == [expected.native, expected.learned])
            #expect(note.tags == expected.tags)
            #expect(note.picture?.name == expected.picture && note.picture?.bytes == expected.picture_hex.map(bytes))
            #expect(note.sound?.name == expected.sound && note.sound?.bytes == expected.sound_hex.map(bytes))
            #expect(note.reviews.count == expected.reviews)
            guard let stability = expected.stability, let difficulty = expected.difficulty else {
                #expect(note.memory == nil, "\(expected.native)")
                continue
            }
            let memory = try #require(note.memory, "\(expected.native) has no memory state")
            #expect(abs((memory.state.stability ?? 0) - stability) < 1e-3 && abs((memory.state.difficulty ?? 0) - difficulty) < 1e-3)
            #expect(memory.state.phase.rawValue == expected.type && memory.reps == expected.reps && memory.lapses == expected.lapses)
            // Anki keeps the last review's time in whole seconds ("lrt"), taken apart from the
            // revlog id's milliseconds: the two can differ by a second.
            let lastAnswer = try #require(note.reviews.last).time
            #expect(abs(try #require(memory.state.lastReview).timeIntervalSince(lastAnswer)) < 2)
        }
        for remark in ["picture 'missing.png' is not in the package", "picture '../../etc/passwd' points outside the package",
                       "picture 'notes.txt' is not a PNG, JPEG, GIF or WebP image"] {
            #expect(contents.remarks.contains { $0.hasPrefix(remark) }, "\(contents.remarks)")
        }
    }

    @Test func columnsPickTheFieldsOfTheNoteTypesThatHaveThem() throws {
        let decks = try AnkiMadeDecks.shared.get()
        let contents = try AnkiPackageReader(columns: try .init(["Meaning", "Word"])).read(try #require(decks.packages["current.apkg"]))
        #expect(contents.decks.map(\.name) == ["Extra"])
        #expect(contents.decks[0].notes.map { [$0.native, $0.learned] } == [["hello", "hola"]])
        #expect(contents.decks[0].notes[0].picture?.name == "dog.png")
        #expect(contents.remarks == ["note type 'Basic (and reversed card)' has no field 'Meaning'; left out of 8 notes"])
    }

    private func bytes(_ hex: String) -> [UInt8] {
        stride(from: 0, to: hex.count, by: 2).map { UInt8(hex.dropFirst($0).prefix(2), radix: 16)! }
    }
}

/// What anki_make_decks.py wrote: the packages' bytes and what each note should become.
private struct AnkiMadeDecks: Sendable {
    struct Note: Decodable, Sendable {
        let guid: String, deck: String, native: String, learned: String, tags: [String]
        let picture: String?, picture_hex: String?, sound: String?, sound_hex: String?
        let stability: Double?, difficulty: Double?, reps: Int, lapses: Int, type: Int, reviews: Int
    }

    let packages: [String: [UInt8]]
    let expected: [Note]

    /// Made once for the whole run; the folder they were written to is removed at once.
    static let shared = Result { try make() }

    private static func make() throws -> AnkiMadeDecks {
        let directory = TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            _ = try AnkiPython.runScript("anki_make_decks.py", [directory.url.appendingPathComponent("out").path])
            let out = directory.url.appendingPathComponent("out")
            var packages: [String: [UInt8]] = [:]
            for name in ["legacy.apkg", "current.apkg", "legacy.colpkg", "current.colpkg"] {
                packages[name] = Array(try Data(contentsOf: out.appendingPathComponent(name)))
            }
            struct Expected: Decodable { let notes: [Note] }
            let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: out.appendingPathComponent("expected.json")))
            return AnkiMadeDecks(packages: packages, expected: expected.notes)
        }
    }
}

