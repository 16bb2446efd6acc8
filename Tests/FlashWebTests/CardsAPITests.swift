import Foundation
import Testing
import FlashTestSupport

/// One card: its candidates, and the changes `flash edit` makes, through PATCH.
@Suite struct CardsAPITests {
    /// The id of the card whose native word is `native`.
    static func cardID(_ web: WebHarness, _ list: String, _ native: String) throws -> Int {
        try #require(web.client.send("GET", "/api/lists/\(list)").object.array("cards").first { $0.string("native") == native }?.int("id"))
    }

    @Test func aCardShowsItsTranslationAndPictureCandidates() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let id = try Self.cardID(web, "animals", "dog")
        let detail = try web.client.send("GET", "/api/lists/animals/cards/\(id)")
        #expect(detail.status == 200)
        #expect(detail.object.object("card").string("learned") == "perro")
        #expect(detail.object.string("learnedLanguage") == "es")
        let pictures = detail.object.array("pictures")
        #expect(pictures.count == 1)
        #expect(pictures.first?.string("preview") == "/api/lists/animals/cards/\(id)/pictures/1")
        #expect(pictures.first?.string("alt")?.hasPrefix("Picture 1 for dog") == true)
        #expect(pictures.first?["chosen"] as? Bool == true)
        let preview = try web.client.send("GET", "/api/lists/animals/cards/\(id)/pictures/1")
        #expect(preview.status == 200)
        #expect(preview.headers["content-type"] == "image/png")
        #expect(try web.client.send("GET", "/api/lists/animals/cards/\(id)/pictures/2").status == 404)
        #expect(try web.client.send("GET", "/api/lists/animals/cards/\(id)/pictures/0").status == 404)
        #expect(try web.client.send("GET", "/api/lists/animals/cards/9999").status == 404)
        #expect(try web.client.send("GET", "/api/lists/animals/cards/dog").status == 404)
    }

    @Test func aTranslationOrAWordTypedAnewIsStoredWithItsAlternatives() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let id = try Self.cardID(web, "animals", "dog")
        let changed = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["translation": "can, perro"])
        #expect(changed.status == 200, "\(changed.text)")
        #expect(changed.object.object("card").string("learned") == "can")
        #expect(changed.object.object("card")["learnedAlternatives"] as? [String] == ["perro"])
        let native = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["native": "hound, dog"])
        #expect(native.object.object("card").string("native") == "hound")
        let show = try FlashProcess.run(["show", "animals", "--json"], environment: web.environment)
        #expect(show.stdout.contains("\"learned\" : \"can\""), "\(show.stdout)")
    }

    @Test func pickingACandidateNeedsOneInRange() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let id = try Self.cardID(web, "animals", "dog")
        let refused = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["pick": 5])
        #expect(refused.status == 400)
        #expect(refused.object.string("error")?.contains("translation candidate") == true, "\(refused.text)")
        let two = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["pick": 1, "translation": "can"])
        #expect(two.status == 400)
        #expect(try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", [:] as [String: Any]).status == 400)
        #expect(try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["translation": ""]).status == 400)
        #expect(try web.client.json("PATCH", "/api/lists/animals/cards/9999", ["translation": "x"]).status == 404)
    }

    @Test func thePictureCanBeRemovedAndChosenAgain() throws {
        let web = try WebHarness()
        try web.makeList("animals", words: ["dog", "cat"])
        let id = try Self.cardID(web, "animals", "dog")
        let removed = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["noPicture": true])
        #expect(removed.status == 200)
        #expect(removed.object.object("card")["picture"] == nil)
        #expect(removed.object["pictureChosen"] == nil)
        let chosen = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["picture": 1])
        #expect(chosen.status == 200, "\(chosen.text)")
        #expect(chosen.object.int("pictureChosen") == 1)
        #expect(chosen.object.object("card").string("picture")?.hasPrefix("/media/images/") == true)
        let zero = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["picture": 0])
        #expect(zero.object.object("card")["picture"] == nil)
        let outOfRange = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["picture": 4])
        #expect(outOfRange.status == 400)
        #expect(outOfRange.object.string("error")?.contains("1 picture candidates") == true, "\(outOfRange.text)")
    }

    @Test(.enabled(if: InstalledData.emojiFont.shouldRun))
    func anotherPictureCandidateBecomesTheCardsPicture() throws {
        try InstalledData.emojiFont.requireInstalled()
        let web = try WebHarness(extra: ["FLASH_IMAGES": "pictures"])
        try web.makeList("animals", words: ["dog", "cat"])
        let id = try Self.cardID(web, "animals", "dog")
        let detail = try web.client.send("GET", "/api/lists/animals/cards/\(id)").object
        let pictures = detail.array("pictures")
        try #require(pictures.count >= 2, "the picture sets have several dogs: \(pictures)")
        let first = detail.object("card").string("picture")
        let preview = try web.client.send("GET", pictures[1].string("preview") ?? "")
        #expect(preview.status == 200)
        #expect(preview.headers["content-type"] == "image/png")
        let chosen = try web.client.json("PATCH", "/api/lists/animals/cards/\(id)", ["picture": 2])
        #expect(chosen.status == 200, "\(chosen.text)")
        #expect(chosen.object.int("pictureChosen") == 2)
        #expect(chosen.object.object("card").string("picture") != first)
        let credit = try #require(pictures[1].string("credit"))
        #expect(chosen.object.object("card").string("pictureCredit") == credit)
        let show = try FlashProcess.run(["show", "animals"], environment: web.environment)
        #expect(show.stdout.contains(credit), "\(show.stdout)")
    }
}
