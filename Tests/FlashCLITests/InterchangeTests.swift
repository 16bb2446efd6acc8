import Foundation
import Testing

/// `flash export` and `flash import` through the built binary: Anki packages both ways, CSV and
/// TSV, the printable page, and what they refuse.
@Suite struct InterchangeTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog = perro, can\ncat = gato\nbird = pájaro\n")
        try flash.run(["learn", "pets", "--answer", "type", "--direction", "native", "--seed", "1"], input: Array("perro\ngato\nzzz\n".utf8))
    }

    func export(_ file: String, _ extra: [String] = []) throws -> (FlashResult, String) {
        let path = flash.home.appendingPathComponent(file).path
        return (try flash.run(["export", "pets", path] + extra), path)
    }

    @Test func anAnkiPackageComesBackWithEveryCardPictureAlternativeAndMemoryState() throws {
        let (exported, path) = try export("pets.apkg", ["--no-sound"])
        #expect(exported.status == 0 && exported.stdout.contains("Exported 'pets' (3 cards)"), "\(exported.stderr)")
        let imported = try flash.run("import", path, "--name", "again", "--lang", "es")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 'again': 3 cards, 3 with pictures, 3 with memory states"), "\(imported.stdout)")
        let before = try showJSON(flash, "pets"), after = try showJSON(flash, "again")
        func byWord(_ cards: [[String: Any]]) -> [String: [String: Any]] {
            Dictionary(uniqueKeysWithValues: cards.map { ($0["native"] as? String ?? "", $0) })
        }
        for (word, card) in byWord(before) {
            let back = try #require(byWord(after)[word], "\(word) came back")
            #expect(back["learned"] as? String == card["learned"] as? String)
            #expect(back["learnedAlternatives"] as? [String] == card["learnedAlternatives"] as? [String])
            #expect((back["imageFile"] as? String).flatMap { FileManager.default.contents(atPath: $0) }
                    == (card["imageFile"] as? String).flatMap { FileManager.default.contents(atPath: $0) })
            let memory = try #require(card["memory"] as? [String: Any]), kept = try #require(back["memory"] as? [String: Any])
            #expect(kept["reps"] as? Int == memory["reps"] as? Int && kept["state"] as? String == memory["state"] as? String)
            #expect(abs((kept["stability"] as? Double ?? 0) - (memory["stability"] as? Double ?? -1)) < 0.01)
        }
    }

    @Test func csvGoesOutWithAnkisHeadersAndComesBackAsOwnPairs() throws {
        let csv = try flash.run("export", "pets", "-", "--format", "csv")
        #expect(csv.status == 0)
        #expect(csv.stdout.hasPrefix("#separator:Comma\n#html:false\n#deck:flash::pets\n"), "\(csv.stdout)")
        #expect(csv.stdout.contains("dog,\"perro, can\""))
        let file = flash.file("pets.csv", csv.stdout)
        let imported = try flash.run("import", file, "--name", "copy")
        #expect(imported.status == 0 && imported.stdout.contains("translations: 3 your own"), "\(imported.stdout)\(imported.stderr)")
        #expect(try showJSON(flash, "copy").first?["learnedAlternatives"] as? [String] == ["can"])
    }

    @Test func oneColumnIsTranslatedAndQuizletsSeparatorsAreHonoured() throws {
        let words = flash.file("words.txt", "dog\ncat\n")
        let single = try flash.run("import", words, "--lang", "es", "--name", "single")
        #expect(single.status == 0 && single.stdout.contains("translations: 2 from fixtures"), "\(single.stdout)\(single.stderr)")
        let quizlet = flash.file("quizlet.txt", "dog - perro;cat - gato;")
        let pairs = try flash.run("import", quizlet, "--lang", "es", "--name", "quiz", "--separator", " - ")
        #expect(pairs.status == 0, "\(pairs.stderr)")
        #expect(try showJSON(flash, "quiz").count >= 1)
    }

    @Test func thePrintablePageInlinesPicturesAndChartsTheSessions() throws {
        let (exported, path) = try export("cards.html")
        #expect(exported.status == 0)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("data:image/png;base64,") && page.contains("<svg") && page.contains("perro"))
        #expect(!page.contains("src=\"http") && !page.contains("url(http") && !page.contains("href=\"http"), "nothing is fetched")
    }

    @Test func whatCannotBeReadOrWrittenIsOneLineAndStoresNothing() throws {
        let garbage = flash.file("garbage.apkg", [0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0x41, count: 64))
        let failed = try flash.run("import", garbage, "--lang", "es")
        #expect(failed.status == 1 && failed.errorLines.count == 1 && failed.stderr.contains("nothing was imported"), "\(failed.stderr)")
        #expect(try flash.run("lists", "--json").stdout.components(separatedBy: "\"name\"").count - 1 == 1)
        let binary = flash.file("binary.csv", [0xFF, 0xFE, 0x00, 0x41])
        #expect(try flash.run("import", binary, "--lang", "es").status == 1)
        #expect(try flash.run("export", "pets", "-").status == 2)
        #expect(try flash.run("export", "pets", "-", "--format", "apkg").status == 2)
        #expect(try flash.run("export", "pets", flash.home.appendingPathComponent("nowhere/x.csv").path).status == 1)
        #expect(try flash.run("import", "missing.apkg").status == 1)
    }
}
