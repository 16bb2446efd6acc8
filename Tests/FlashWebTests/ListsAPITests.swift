import Foundation
import Testing
import FlashTestSupport

/// `/api/lists`: listing, reading, making (as `flash new`), changing a card and deleting.
@Suite struct ListsAPITests {
    @Test func aNewServerHasNoLists() throws {
        let web = try WebHarness()
        let lists = try web.client.send("GET", "/api/lists")
        #expect(lists.status == 200)
        #expect(lists.headers["content-type"] == "application/json; charset=utf-8")
        #expect(lists.object["lists"] as? [Any] != nil)
        #expect((lists.object["lists"] as? [Any])?.isEmpty == true)
    }

    @Test func postingWordsMakesTheListWithItsColourAndPictures() throws {
        let web = try WebHarness()
        let made = try web.makeList("animals", words: ["dog", "cat", "house", "water = agua, el agua"], extra: ["style": "blue"])
        #expect(made.object.string("list") == "animals")
        #expect(made.object.string("url") == "/api/lists/animals")
        #expect(made.object.object("summary").int("cards") == 4)
        let lists = try web.client.send("GET", "/api/lists").object.array("lists")
        #expect(lists.count == 1)
        #expect(lists.first?.string("style") == "blue")
        #expect(lists.first?.int("cards") == 4)
        #expect(lists.first?.string("learnedName") == "Spanish")
        let pictures = lists.first?["pictures"] as? [String] ?? []
        #expect(pictures.count == 2, "dog and cat have fixture pictures, house none: \(pictures)")
        #expect(pictures.allSatisfy { $0.hasPrefix("/media/images/") })
    }

    @Test func aListReadsWithItsCardsWordsPicturesSoundsAndMemory() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat", "water = agua, el agua"])
        let list = try web.client.send("GET", "/api/lists/animals")
        #expect(list.status == 200)
        let cards = list.object.array("cards")
        #expect(cards.map { $0.string("native") } == ["dog", "cat", "water"])
        #expect(cards.map { $0.string("learned") } == ["perro", "gato", "agua"])
        #expect(cards[2]["learnedAlternatives"] as? [String] == ["el agua"])
        #expect(cards[0].string("picture")?.hasPrefix("/media/images/") == true)
        #expect(cards[0].string("pictureAlt") == "dog – perro")
        #expect(cards[2]["picture"] == nil)
        #expect(cards[0]["memory"] == nil, "never reviewed")
        #expect(list.object.object("list").string("name") == "animals")
        let picture = try web.client.send("GET", cards[0].string("picture") ?? "")
        #expect(picture.status == 200)
        #expect(picture.headers["content-type"] == "image/png")
        #expect(Array(picture.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func aListShowsWhatASessionChangedAndWhatAnotherProcessChanged() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let before = try web.client.send("GET", "/api/lists/animals").object.array("cards")
        #expect(before.allSatisfy { $0["memory"] == nil })
        let session = try web.startSession(["mode": "learn", "list": "animals", "answer": "type", "direction": "native", "seed": 1])
        let shown = session.object("question").string("shown") ?? ""
        _ = try web.answer(session.string("id") ?? "", shown == "dog" ? "perro" : "gato")
        let after = try web.client.send("GET", "/api/lists/animals").object.array("cards")
        let answered = after.first { $0.string("native") == shown }
        #expect(answered?.object("memory").int("reps") == 1)
        #expect(answered?.int("right") == 1)
        // Another flash on the same FLASH_HOME changes a card: the next read shows it.
        let edit = try FlashProcess.run(["edit", "animals", "cat", "--translation", "minino, gato"], environment: web.environment)
        #expect(edit.status == 0, "\(edit.stderr)")
        let edited = try web.client.send("GET", "/api/lists/animals").object.array("cards")
        #expect(edited.first { $0.string("native") == "cat" }?.string("learned") == "minino")
    }

    @Test func aListIsMadeExactlyAsFlashNewMakesIt() throws {
        let web = try WebHarness()
        let words = ["dog", "cat", "house", "red", "tree", "unknownword"]
        try web.makeList("web", words: words, extra: ["keepUntranslated": true])
        let terminal = try FlashProcess.run(["new", "--lang", "es", "--name", "terminal"], input: words.joined(separator: "\n"), environment: web.environment)
        #expect(terminal.status == 0, "\(terminal.stderr)")
        func cards(_ name: String) throws -> [[String]] {
            try web.client.send("GET", "/api/lists/\(name)").object.array("cards").map {
                [$0.string("native") ?? "", $0.string("learned") ?? "", $0.string("translationSource") ?? "", $0.string("picture") ?? ""]
            }
        }
        #expect(try cards("web") == cards("terminal"))
        #expect(try cards("web").count == 6)
    }

    @Test(.enabled(if: InstalledData.apertiumSpanish.shouldRun, "apertium-eng-spa not installed; FLASH_REQUIRE_OFFLINE_DATA=1 fails instead"))
    func aNounsArticleAgreesWithItsNumberAsFlashShowPrintsIt() throws {
        try InstalledData.apertiumSpanish.requireInstalled()
        let web = try WebHarness(extra: ["FLASH_TRANSLATION": "offline, fixtures"])
        try web.makeList("bathroom", words: ["glasses", "toothbrush"])
        let cards = try web.client.send("GET", "/api/lists/bathroom").object.array("cards")
        #expect(cards.map { $0.string("article") } == ["las gafas", "el cepillo de dientes"])
    }

    @Test func makingAListRefusesWhatFlashNewRefuses() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let cases: [(Any, Int, String)] = [
            (["lang": "es"], 400, "\"text\""),
            (["text": "dog\ncat"], 400, "\"lang\""),
            (["lang": "xx", "text": "dog\ncat"], 400, "xx"),
            (["lang": "es", "text": "dog"], 400, "at least 2"),
            (["lang": "es", "text": "dog\ncat", "name": "animals"], 409, "already exists"),
            (["lang": "es", "text": "dog\ncat", "name": String(repeating: "n", count: 61)], 400, "60"),
            (["lang": "es", "text": "dog\ncat", "style": "pink"], 400, "pink"),
            (["lang": "es", "text": "dog\ncat", "words": "both"], 400, "\"words\""),
            (["lang": "es", "text": 7], 400, "wrong type"),
            (["lang": "es", "text": "zzqx\nqqzx", "name": "nothing"], 422, "no word could be translated"),
        ]
        for (body, status, message) in cases {
            let answer = try web.client.json("POST", "/api/lists", body)
            #expect(answer.status == status, "\(body): \(answer.text)")
            #expect(answer.object.string("error")?.contains(message) == true, "\(body): \(answer.text)")
        }
        #expect(try web.client.send("GET", "/api/lists").object.array("lists").count == 1, "nothing refused was stored")
        let replaced = try web.client.json("POST", "/api/lists", ["lang": "es", "text": "dog\ncat\nhouse", "name": "animals", "replace": true])
        #expect(replaced.status == 201)
        let kept = try web.client.json("POST", "/api/lists", ["lang": "es", "text": "zzqx\nqqzx", "name": "kept", "keepUntranslated": true])
        #expect(kept.status == 201)
    }

    @Test func aListWithoutANameGetsTheLanguagesFirstFreeName() throws {
        let web = try WebHarness()
        #expect(try web.client.json("POST", "/api/lists", ["lang": "es", "text": "dog, cat"]).object.string("list") == "spanish")
        #expect(try web.client.json("POST", "/api/lists", ["lang": "es", "text": "dog, cat"]).object.string("list") == "spanish 2")
    }

    @Test func anUnknownListIs404WithTheErrorAsJSON() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        for path in ["/api/lists/animal", "/api/lists/nope/results", "/api/lists/nope/mistakes", "/api/lists/nope/cards/1"] {
            let answer = try web.client.send("GET", path)
            #expect(answer.status == 404, "\(path)")
            #expect(answer.object.string("error")?.hasPrefix("no list named") == true, "\(path): \(answer.text)")
        }
        #expect(try web.client.send("GET", "/api/lists/animal").object.string("error")?.contains("did you mean 'animals'") == true)
        #expect(try web.client.send("DELETE", "/api/lists/nope").status == 404)
    }

    @Test func aListNameWithASlashOrSpacesIsOneSegment() throws {
        let web = try WebHarness()
        try web.makeList("a/b c", words: ["dog", "cat"])
        let list = try web.client.send("GET", "/api/lists/a%2Fb%20c")
        #expect(list.status == 200, "\(list.text)")
        #expect(list.object.object("list").string("name") == "a/b c")
    }

    @Test func deletingAListRemovesIt() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let deleted = try web.client.send("DELETE", "/api/lists/animals")
        #expect(deleted.status == 200)
        #expect(deleted.object.string("deleted") == "animals")
        #expect(try web.client.send("GET", "/api/lists/animals").status == 404)
    }

    @Test func noBuildIsReportedWhenNoneRuns() throws {
        let web = try WebHarness()
        #expect(try web.client.send("GET", "/api/builds").object.array("builds").isEmpty)
        #expect(try web.client.send("GET", "/api/builds/animals").status == 404)
    }
}

/// Runs the built `flash` binary on a harness's FLASH_HOME.
enum FlashProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func run(executable: URL = WebHarness.flashExecutable, _ arguments: [String], input: String = "", environment: [String: String]) throws -> Result {
        let process = try start(executable: executable, arguments, environment: environment)
        process.input.fileHandleForWriting.write(Data(input.utf8))
        try process.input.fileHandleForWriting.close()
        return process.wait()
    }

    /// A running flash, its pipes open.
    final class Running {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()

        func wait() -> Result {
            let stdout = output.fileHandleForReading.readDataToEndOfFile()
            let stderr = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitForEnd()
            return Result(status: process.endStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    static func start(executable: URL = WebHarness.flashExecutable, _ arguments: [String], environment: [String: String]) throws -> Running {
        let running = Running()
        running.process.executableURL = executable
        running.process.arguments = arguments
        running.process.environment = environment
        running.process.standardInput = running.input
        running.process.standardOutput = running.output
        running.process.standardError = running.errors
        try running.process.run()
        return running
    }
}
