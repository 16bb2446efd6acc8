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
}
