import Foundation
import Testing
import FlashTestSupport

/// `/media/...`: stored pictures and sounds, never a file outside FLASH_HOME, and spoken words.
@Suite struct MediaTests {
    @Test func aStoredPictureIsSentByItsBytesKind() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let url = try #require(try web.client.send("GET", "/api/lists/animals").object.array("cards").first?.string("picture"))
        let picture = try web.client.send("GET", url)
        #expect(picture.status == 200)
        #expect(picture.headers["content-type"] == "image/png")
        #expect(picture.headers["cache-control"]?.contains("immutable") == true)
        let head = try web.client.send("HEAD", url)
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == String(picture.body.count))
    }

    @Test func noPathLeavesTheDataFolder() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let data = web.home.appendingPathComponent("data")
        let secret = web.home.appendingPathComponent("secret.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("images/link.png").path, withDestinationPath: secret.path)
        try Data("not a picture".utf8).write(to: data.appendingPathComponent("images/note.png"))
        for path in ["/media/images/..%2F..%2Fsecret.png", "/media/images/%2E%2E%2Fflash.sqlite3", "/media/images/../flash.sqlite3",
                     "/media/images/link.png", "/media/images/note.png", "/media/images/.hidden", "/media/images/nope.png",
                     "/media/sounds/..%2Fflash.sqlite3", "/media/images/a%00b.png", "/media/flash.sqlite3"] {
            let answer = try web.client.send("GET", path)
            #expect(answer.status == 404, "\(path): \(answer.status)")
            #expect(answer.object.string("error") != nil, "\(path)")
        }
    }

    @Test(.enabled(if: InstalledData.espeak.shouldRun))
    func aWordIsSpokenAsAWaveFile() throws {
        try InstalledData.espeak.requireInstalled()
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let url = try #require(try web.client.send("GET", "/api/lists/animals").object.array("cards").first?.string("sound"))
        #expect(url == "/media/speech/es/perro")
        let sound = try web.client.send("GET", url)
        #expect(sound.status == 200, "\(sound.text)")
        #expect(sound.headers["content-type"] == "audio/wav")
        #expect(Array(sound.body.prefix(4)) == Array("RIFF".utf8))
        let again = try web.client.send("GET", url)
        #expect(again.body == sound.body, "kept once made")
        #expect(try web.client.send("GET", "/media/speech/xx/perro").status == 404)
        #expect(try web.client.send("GET", "/media/speech/es/" + String(repeating: "a", count: 101)).status == 404)
    }
}
