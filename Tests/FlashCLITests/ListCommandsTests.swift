import Foundation
import Testing

@Suite struct ListCommandsTests {
    static let animals = FlashRunner.repository.appendingPathComponent("Fixtures/words/animals.txt").path

    @Test func newBuildsTheDemoListOfflineWithImagesAndShowsIt() throws {
        let flash = FlashRunner()
        let made = try flash.run("new", "--lang", "es", "--show", Self.animals)
        #expect(made.status == 0)
        #expect(made.stdout.contains("Made 16 cards in 'animals'."))
        #expect(made.stdout.contains("translations: 16 from fixtures"))
        #expect(made.stdout.contains("images: 16 from fixtures"))
        #expect(made.stdout.contains("perro"))
        #expect(made.stderr.contains("offline fixture providers"))
        let cards = try showJSON(flash, "animals")
        #expect(cards.count == 16)
        for card in cards {
            let file = try #require(card["imageFile"] as? String)
            #expect(file.hasPrefix(flash.dataDirectory.path))
            #expect(FileManager.default.contents(atPath: file)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        }
    }

    @Test func newReadsStandardInputAndNamesTheListAfterTheLanguageUnlessTold() throws {
        let flash = FlashRunner()
        let unnamed = try flash.run("new", "--lang", "es", input: "dog\ncat\n")
        #expect(unnamed.status == 0 && unnamed.stdout.contains("Made 2 cards in 'spanish'."))
        let again = try flash.run("new", "--lang", "es", input: "bird\nfish\n")
        #expect(again.stdout.contains("Made 2 cards in 'spanish 2'."))
        let named = try flash.run("new", "--lang", "fr", "--name", "pets", input: "dog, cat; ice cream\n")
        #expect(named.status == 0)
        let cards = try showJSON(flash, "pets")
        #expect(cards.map { $0["learned"] as? String } == ["chien", "chat", "glace"])
    }

    @Test func ownTranslationsAreKeptAndDuplicatesReported() throws {
        let flash = FlashRunner()
        let made = try flash.run("new", "--lang", "es", "--name", "mixed", input: "dog = can\ncat\nDog\n")
        #expect(made.stdout.contains("skipped 'Dog' on line 3: a duplicate of line 1"))
        #expect(made.stdout.contains("1 your own"))
        let cards = try showJSON(flash, "mixed")
        #expect(cards.first?["learned"] as? String == "can")
        #expect(cards.first?["translationSource"] as? String == "you")
    }

    @Test func wordsNoProviderKnowsAreStoredEmptyAndListedWithTheFix() throws {
        let flash = FlashRunner()
        let made = try flash.run("new", "--lang", "es", "--name", "odd", "--no-images", input: "dog\nflibbertigibbet\n")
        #expect(made.status == 0)
        #expect(made.stdout.contains("flibbertigibbet    fix: flash edit odd flibbertigibbet --translation TEXT"))
        let cards = try showJSON(flash, "odd")
        #expect(cards.count == 2)
        #expect(cards[1]["learned"] as? String == "")
    }

    @Test func learnedWordsAreTranslatedBackToTheNativeLanguage() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "de", "--words", "learned", "--name", "tiere", "--no-images", input: "Hund\nKatze\n")
        let cards = try showJSON(flash, "tiere")
        #expect(cards.map { $0["native"] as? String } == ["dog", "cat"])
        #expect(cards.map { $0["learned"] as? String } == ["Hund", "Katze"])
    }

    @Test func listsShowsNameLanguagesCardsCreatedAndColour() throws {
        let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
        try flash.run("new", "--lang", "es", "--style", "blue", "--name", "zoo", "--no-images", input: "dog\ncat\n")
        let lists = try flash.run("lists")
        #expect(lists.stdout.contains("zoo"))
        #expect(lists.stdout.contains("English → Spanish"))
        #expect(lists.stdout.contains("2026-03-01"))
        #expect(lists.stdout.contains("blue"))
        #expect(!lists.stdout.contains("\u{1B}["))
        let json = try JSONSerialization.jsonObject(with: Data(flash.run("lists", "--json").stdout.utf8)) as? [[String: Any]]
        #expect(json?.first?["cards"] as? Int == 2)
        #expect(json?.first?["learned"] as? String == "es")
    }

    @Test func addAsksOnlyForNewWordsAndKeepsEditedCards() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "zoo", "--no-images", input: "dog\ncat\n")
        try flash.run("edit", "zoo", "dog", "--translation", "chucho")
        let added = try flash.run("add", "zoo", "cat", "horse", "polar bear = oso polar")
        #expect(added.status == 0)
        #expect(added.stderr.contains("'cat' is already in zoo"))
        let cards = try showJSON(flash, "zoo")
        #expect(cards.map { $0["learned"] as? String } == ["chucho", "gato", "caballo", "oso polar"])
        let piped = try flash.run("add", "zoo", input: "cow\n")
        #expect(piped.status == 0)
        #expect(try showJSON(flash, "zoo").count == 5)
    }

    @Test func removeDeletesCardsByEitherWordAndNothingWhenOneIsMissing() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "zoo", "--no-images", input: "dog\ncat\nhorse\n")
        let missing = try flash.run("remove", "zoo", "dog", "unicorn")
        #expect(missing.status == 1)
        #expect(missing.errorLines.count == 1)
        #expect(try showJSON(flash, "zoo").count == 3)
        let removed = try flash.run("remove", "zoo", "dog", "GATO")
        #expect(removed.status == 0)
        #expect(try showJSON(flash, "zoo").map { $0["native"] as? String } == ["horse"])
    }

    @Test func editChangesTranslationAndImages() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "zoo", input: "dog\ncat\n")
        #expect(try flash.run("edit", "zoo", "perro", "--native", "dog, hound").status == 0)
        var card = try showJSON(flash, "zoo")[0]
        #expect(card["native"] as? String == "dog")
        #expect(card["learned"] as? String == "perro")
        #expect(card["nativeAlternatives"] as? [String] == ["hound"])
        #expect(try flash.run("edit", "zoo", "gato", "--translation", "minino / michi").status == 0)
        let cat = try showJSON(flash, "zoo")[1]
        #expect(cat["native"] as? String == "cat")
        #expect(cat["learned"] as? String == "minino")
        #expect(cat["alternatives"] as? [String] == ["michi"])
        #expect(try flash.run("show", "zoo").stdout.contains("hound (English)"))
        #expect(try flash.run("edit", "zoo", "dog", "--translation", "x", "--native", "y").status == 2)

        #expect(try flash.run("edit", "zoo", "dog", "--image", "1").status == 0)
        let tooFar = try flash.run("edit", "zoo", "dog", "--image", "5")
        #expect(tooFar.status == 2)

        let png = try Data(contentsOf: FlashRunner.repository.appendingPathComponent("Fixtures/images/cat.png"))
        let own = flash.file("rex.bin", Array(png))
        #expect(try flash.run("edit", "zoo", "dog", "--image-file", own).status == 0)
        card = try showJSON(flash, "zoo")[0]
        #expect(card["imageCredit"] as? String == "your own")
        let stored = try #require(card["imageFile"] as? String)
        #expect(FileManager.default.contents(atPath: stored) == png)

        let text = flash.file("notes.png", "this is not a picture")
        let refused = try flash.run("edit", "zoo", "dog", "--image-file", text)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is not a PNG, JPEG, GIF or WebP image"))
        #expect(try showJSON(flash, "zoo")[0]["imageFile"] as? String == stored)
        let info = try flash.run("edit", "zoo", "dog").stdout
        #expect(info.contains("picture: ") && info.contains("(your own)"))

        // --no-image, --image 0 and --image none take the picture off and keep the candidates.
        for removal in [["--no-image"], ["--image", "0"], ["--image", "none"]] {
            #expect(try flash.run(["edit", "zoo", "dog", "--image", "1"]).status == 0)
            #expect(try showJSON(flash, "zoo")[0]["imageFile"] is String)
            #expect(try flash.run(["edit", "zoo", "dog"] + removal).status == 0, "\(removal)")
            card = try showJSON(flash, "zoo")[0]
            #expect(card["imageFile"] == nil || card["imageFile"] is NSNull, "\(removal)")
            #expect((card["imageCandidates"] as? [Any])?.isEmpty == false)
        }
        #expect(try flash.run("edit", "zoo", "dog", "--no-image", "--image", "1").status == 2)
    }

    @Test func renameAndDelete() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "zoo", "--no-images", input: "dog\ncat\n")
        try flash.run("new", "--lang", "es", "--name", "farm", "--no-images", input: "cow\npig\n")
        #expect(try flash.run("rename", "zoo", "FARM").status == 1)
        #expect(try flash.run("rename", "zoo", "Wild animals").status == 0)
        #expect(try flash.run("show", "wild ANIMALS").status == 0)
        let unasked = try flash.run("delete", "farm")
        #expect(unasked.status == 2)
        #expect(unasked.stderr.contains("--yes"))
        #expect(try flash.run("delete", "farm", "--yes").status == 0)
        #expect(try flash.run("show", "farm").status == 1)
        #expect(try flash.run("lists").stdout.contains("Wild animals"))
    }

    @Test func twoNewRunsAtTheSameMomentBothSucceed() throws {
        let flash = FlashRunner()
        let runs = try (1...8).map { number in
            try flash.start(["new", "--lang", "es", "--name", "list\(number)", Self.animals])
        }
        for run in runs { run.waitForEnd() }
        for run in runs {
            let result = run.result()
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try flash.run("lists", "--json").stdout.components(separatedBy: "\"name\"").count == 9)
    }
}

/// The cards `flash show NAME --json` prints.
func showJSON(_ flash: FlashRunner, _ name: String) throws -> [[String: Any]] {
    let result = try flash.run("show", name, "--json")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return object?["cards"] as? [[String: Any]] ?? []
}
