import Foundation
import Testing

/// Commands that stay fast on big collections: libcurl loaded only by commands that go to the
/// network, `show` streaming its rows, `mistakes` and `edit` reading only what they show.
@Suite struct ScaleCommandsTests {
    /// The libraries a run of flash opened, from the dynamic loader's own trace.
    static func loadsLibcurl(_ result: FlashResult) -> Bool {
        result.stderr.contains("file=libcurl.so.4")
    }

    @Test(arguments: [["--version"], ["help"], ["status"], ["lists"]])
    func offlineCommandsNeverLoadLibcurl(arguments: [String]) throws {
        let flash = FlashRunner()
        let result = try flash.run(arguments, environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0)
        #expect(!Self.loadsLibcurl(result))
    }

    @Test func aCommandThatGoesToTheNetworkLoadsLibcurl() throws {
        let flash = FlashRunner()
        let result = try flash.run(["import", "http://127.0.0.1:9/deck.apkg"], environment: ["LD_DEBUG": "files"])
        #expect(result.status == 1)
        #expect(Self.loadsLibcurl(result))
        #expect(result.stderr.contains("could not connect to 127.0.0.1:9"))
    }

    @Test func withoutLibcurlANetworkCommandFailsInOneLineNamingThePackageAndOfflineOnesWork() throws {
        let flash = FlashRunner()
        // An unreadable libcurl.so.4 found first: dlopen fails as it does when libcurl4 is missing.
        let folder = flash.home.appendingPathComponent("no-curl")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("libcurl.so.4").path, contents: Data())
        let withoutCurl = ["LD_LIBRARY_PATH": folder.path]
        let failed = try flash.run(["import", "http://127.0.0.1:9/deck.apkg"], environment: withoutCurl)
        #expect(failed.status == 1)
        #expect(failed.errorLines.count == 1)
        #expect(failed.stderr.contains("libcurl could not be loaded"))
        #expect(failed.stderr.contains("install the Debian package libcurl4"))
        let offline = try flash.run(["new", "--lang", "es", "--name", "zoo", "--no-images"], input: Array("dog = perro\ncat = gato\n".utf8), environment: withoutCurl)
        #expect(offline.status == 0)
        #expect(try flash.run(["show", "zoo"], environment: withoutCurl).stdout.contains("perro"))
    }

    @Test func editFindsACardByEitherWordInAnyCaseAndSuggestsAWordThatIsClose() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "words", "--no-images", input: "Ñandú = ñandú\ndog = perro\n")
        let ascii = try flash.run("edit", "words", "PERRO")
        #expect(ascii.status == 0)
        #expect(ascii.stdout.hasPrefix("dog - perro\n"))
        #expect(ascii.stdout.contains("  memory: new, never reviewed"))
        let accented = try flash.run("edit", "words", "ÑANDÚ")
        #expect(accented.status == 0)
        #expect(accented.stdout.hasPrefix("Ñandú - ñandú\n"))
        let close = try flash.run("edit", "words", "dgo")
        #expect(close.status == 1)
        #expect(close.stderr.contains("'dgo' is not in 'words' (did you mean 'dog'?)"))
    }

    @Test func mistakesShowsTheLastSessionWithAnswersAndNamesIt() throws {
        let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nfox = zorro\n")
        #expect(try flash.run("learn", "pets", "--answer", "type", input: ":s\n:s\n:s\n").status == 0)
        let shown = try flash.run("mistakes", "pets")
        #expect(shown.status == 0)
        #expect(shown.stdout.hasPrefix("Mistakes in 'pets' (session #1, 2026-03-01 "), "\(shown.stdout)")
        #expect(shown.stdout.contains("): 3 cards\n"))
        #expect(shown.stdout.components(separatedBy: "    skipped 1×\n").count == 4)
        #expect(try flash.run("mistakes", "pets", "--all").stdout.contains(" sessions): 3 cards\n"))
        let missing = try flash.run("mistakes", "pets", "--session", "99")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("'pets' has no session #99"))
    }
}
