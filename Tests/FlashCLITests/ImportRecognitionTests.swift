import Foundation
import Testing
import Support

/// `flash import` tells a file by its name and its content, which must agree; flash's own JSON
/// and CSV come back whole; a hostile file is one line on stderr, a non-zero exit, and nothing
/// stored (no list, no picture).
@Suite struct ImportRecognitionTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog = perro, can\ncat = gato\nbird = pájaro\n")
        try flash.run("edit", "pets", "dog", "--native", "dog, hound")
        try flash.run(["learn", "pets", "--answer", "type", "--direction", "native", "--seed", "1"], input: Array("perro\ngato\nzzz\n".utf8))
    }

    func exported(_ name: String, _ extra: [String] = []) throws -> String {
        let path = flash.home.appendingPathComponent(name).path
        let result = try flash.run(["export", "pets", path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    /// The lists' names, and the files in the data folder's images and sounds.
    func stored() throws -> [String] {
        let lists = try flash.run("lists", "--json").stdout
        let media = ["images", "sounds"].flatMap { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: flash.dataDirectory.appendingPathComponent(folder).path)) ?? []
        }
        return [lists] + media.sorted()
    }

    @Test func flashsJSONExportIsReadAsAListOfCardsNotAsCSV() throws {
        let json = try exported("my-es.json")
        let text = try String(contentsOfFile: json, encoding: .utf8)
        #expect(text.contains("\"memory\"") && text.contains("\"reviews\"") && text.contains("\"rating\" : \""), "export --format json has the memory state and reviews")
        let imported = try flash.run("import", json, "--name", "again")
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 'again': 3 cards, 3 with pictures, 3 with memory states, from my-es.json."), "\(imported.stdout)")
        let before = try showJSON(flash, "pets"), after = try showJSON(flash, "again")
        #expect(after.map { $0["native"] as? String } == ["dog", "cat", "bird"])
        for (was, now) in zip(before, after) {
            for key in ["learned", "learnedAlternatives", "nativeAlternatives", "imageFile", "imageCredit", "ipa", "right", "wrong", "created", "memory"] {
                #expect(NSDictionary(dictionary: [key: now[key] ?? "-"]) == NSDictionary(dictionary: [key: was[key] ?? "-"]), "\(was["native"] ?? ""): \(key)")
            }
        }
    }

    @Test func aCSVIsNamedAfterTheFileKeepsBothSidesAlternativesAndDropsRepeats() throws {
        let csv = flash.file("mine.csv", "dog,\"perro, can\"\n\"cat, kitty\",gato\nDog,chucho\n")
        let imported = try flash.run("import", csv, "--lang", "es", "--no-images")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 2 cards in 'mine'") || imported.stdout.contains("'mine'"), "\(imported.stdout)")
        #expect(imported.stdout.contains("Dog") && imported.stdout.contains("line 3"), "the repeat is reported: \(imported.stdout)")
        let cards = try showJSON(flash, "mine")
        #expect(cards.map { $0["native"] as? String } == ["dog", "cat"])
        #expect(cards.last?["nativeAlternatives"] as? [String] == ["kitty"])
    }

    @Test(arguments: [
        ("deck.apkg", Array("front,back\ndog,perro\n".utf8), "deck.apkg is not an Anki package: it holds text, not a zip archive"),
        ("words.csv", Array("[{\"question\": \"x\"}]".utf8), "words.csv holds JSON, not CSV/TSV text"),
        ("list.json", Array("dog,perro\n".utf8), "list.json is not valid JSON ("),
        ("list.json", Array("{\"name\": \"x\"}".utf8), "list.json is JSON, but an object without a \"cards\" array"),
        ("list.json", Array("{\"cards\": [1, 2".utf8), "list.json is not valid JSON"),
        ("list.json", Array("{\"name\":\"x\",\"native\":\"en\",\"learned\":\"es\",\"cards\":[{\"native\":\"a\",\"learned\":\"b\",\"gender\":\"q\"}]}".utf8),
         "list.json: card 1, gender: Cannot initialize Gender from invalid String value q"),
        ("list.json", Array("{\"name\":\"x\",\"native\":\"en\",\"learned\":\"es\",\"cards\":[{\"native\":\"a\"}]}".utf8), "list.json: card 1, learned is missing"),
        ("empty.csv", [], "empty.csv is empty"),
        ("blank.txt", Array(" \n\t\r\n".utf8), "blank.txt is empty"),
        ("nul.txt", Array("dog\0perro\ncat\0gato\n".utf8), "nul.txt holds binary data (NUL bytes), not text"),
        ("latin1.csv", [0x63, 0x61, 0x66, 0xE9, 0x2C, 0x63, 0x61, 0x66, 0xE9, 0x0A], "latin1.csv: line 1: not valid UTF-8 text"),
        ("collection.anki2", Array("SQLite format 3\0".utf8) + Array(repeating: 0, count: 200), "holds an SQLite database"),
        ("book.xlsx", [0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0, count: 60), "book.xlsx is a spreadsheet workbook: save it as CSV"),
        ("noextension", [0x00, 0x01, 0x02, 0xFF], "noextension holds binary data (NUL bytes), not text"),
    ] as [(String, [UInt8], String)])
    func aFileThatIsNotWhatItsNameOrContentSaysIsOneLineAndStoresNothing(name: String, bytes: [UInt8], expected: String) throws {
        let before = try stored()
        let result = try flash.run("import", flash.file(name, bytes), "--lang", "es")
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.errorLines.count == 1 && result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try stored() == before)
    }

    @Test func aPackageCutShortOrThatUnpacksToMoreThanItSaysIsOneLineAndStoresNothing() throws {
        let package = try [UInt8](Data(contentsOf: URL(fileURLWithPath: exported("pets.apkg", ["--no-sound"]))))
        let before = try stored()
        var lying = ZipWriter()
        try lying.add("collection.anki2", bytes: [UInt8](repeating: 0, count: 4_000_000))
        var bomb = lying.archive()
        // The central directory says the member unpacks to 1,000 bytes; it unpacks to 4 MB.
        let directory = try #require((0..<(bomb.count - 4)).last { bomb[$0..<($0 + 4)].elementsEqual([0x50, 0x4B, 0x01, 0x02]) })
        bomb.replaceSubrange((directory + 24)..<(directory + 28), with: [0xE8, 0x03, 0, 0])
        bomb.replaceSubrange(22..<26, with: [0xE8, 0x03, 0, 0])
        var huge = lying.archive()
        huge.replaceSubrange((directory + 24)..<(directory + 28), with: [0xFF, 0xFF, 0xFF, 0xF0])
        for (name, bytes, expected) in [
            ("cut.apkg", Array(package.prefix(package.count / 2)), "the file was cut short"),
            ("bomb.apkg", bomb, "unpacks to more than the 1000 bytes listed"),
            ("huge.apkg", huge, "unpacks to more than 2 GB in all"),
        ] {
            let result = try flash.run("import", flash.file(name, bytes), "--lang", "es")
            #expect(result.status == 1 && result.errorLines.count == 1, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(expected) && result.stderr.contains("nothing was imported"), "\(name): \(result.stderr)")
        }
        #expect(try stored() == before)
    }

    @Test func aFileLargerThanAnImportTakesIsRefusedBeforeItIsRead() throws {
        let path = flash.home.appendingPathComponent("huge.csv").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 600 * 1_048_576)  // sparse: no disk is used
        try handle.close()
        let before = try stored()
        let result = try flash.run("import", path, "--lang", "es")
        #expect(result.status == 1 && result.errorLines.count == 1 && result.stderr.contains("larger than"), "\(result.stderr)")
        #expect(try stored() == before)
    }
}
