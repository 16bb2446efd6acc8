import Foundation
import FlashTestSupport
import Testing

/// `flash new` with the default offline providers on the language data Debian installs:
/// right cards for words outside Fixtures/, with emoji pictures, candidates and genders.
/// Skipped when the data is absent, unless FLASH_REQUIRE_OFFLINE_DATA=1 (CI) makes that a failure.
@Suite(.enabled(if: OfflineLanguageData.shouldRun, "offline language data not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct OfflineCardsTests {
    static let offline = ["FLASH_TRANSLATION": "offline, fixtures", "FLASH_IMAGES": "emoji"]
    static let words = "hammer\nto climb\nbrave\ncandle\nwashing machine\ndogs\n"
    static var installed: Bool { OfflineLanguageData.installed }

    func newList(_ flash: FlashRunner) throws -> FlashResult {
        try #require(Self.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        return try flash.run(["new", "--lang", "es", "--name", "workshop"], input: Array(Self.words.utf8), environment: Self.offline)
    }

    @Test func theLearnersOwnWordsGetRightCardsAndPicturesWithNoKey() throws {
        let flash = FlashRunner()
        let made = try newList(flash)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Made 6 cards in 'workshop'"))
        let cards = try showJSON(flash, "workshop")
        let learned = cards.map { $0["learned"] as? String ?? "" }
        #expect(learned[0] == "martillo" && learned[3] == "vela" && learned[4] == "lavadora" && learned[5] == "perro", "\(learned)")
        #expect(["trepar", "subir", "escalar"].contains(learned[1]) && learned[2] == "valiente", "\(learned)")
        #expect(cards[5]["native"] as? String == "dogs", "the card keeps what the learner typed")
        #expect(cards[0]["gender"] as? String == "m" && cards[3]["gender"] as? String == "f")
        #expect((cards[0]["translationSource"] as? String ?? "").contains("apertium"))
        for index in [0, 3, 5] {
            let file = try #require(cards[index]["imageFile"] as? String, "no picture for \(learned[index])")
            #expect(FileManager.default.contents(atPath: file)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            #expect((cards[index]["imageCredit"] as? String ?? "").contains("Noto Color Emoji"))
        }
        #expect(cards[1]["imageFile"] == nil && cards[2]["imageFile"] == nil, "no picture for a verb or an adjective")
    }

    @Test func lowConfidenceCardsAreNamedWithTheWayToCheckThem() throws {
        let flash = FlashRunner()
        let made = try newList(flash)
        #expect(made.stdout.contains("Check 'brave' → 'valiente' (dictionaries disagree): flash edit workshop brave lists the other candidates"))
        let shown = try flash.run("show", "workshop")
        #expect(shown.stdout.contains("el martillo") && shown.stdout.contains("la vela") && shown.stdout.contains("valiente !"))
        #expect(shown.stdout.contains("! marks 1 translation to check"))
    }

    @Test func editListsTranslationCandidatesAndPickMakesOneTheTranslation() throws {
        let flash = FlashRunner()
        _ = try newList(flash)
        let shown = try flash.run("edit", "workshop", "brave")
        #expect(shown.stdout.contains("translation candidates (choose with --pick N):"))
        #expect(shown.stdout.contains("*1. valiente") && shown.stdout.contains("2. bravo"), "\(shown.stdout)")
        let picked = try flash.run("edit", "workshop", "brave", "--pick", "2")
        #expect(picked.status == 0 && picked.stdout.contains("'brave' - 'bravo'"))
        let card = try showJSON(flash, "workshop")[2]
        #expect(card["learned"] as? String == "bravo" && card["confidence"] == nil)
        let espeak = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/espeak-ng") }
        #expect(card["ipa"] as? String == (espeak ? "bɾˈaβo" : nil), "the new word's IPA, not valiente's")
        _ = try flash.run("edit", "workshop", "brave", "--translation", "osado")
        #expect(try showJSON(flash, "workshop")[2]["ipa"] as? String == (espeak ? "osˈaðo" : nil))
        let tooFar = try flash.run("edit", "workshop", "brave", "--pick", "9")
        #expect(tooFar.status == 2 && tooFar.stderr.contains("--pick takes 1 to 3"))
    }

    /// Issue 19: with no network at all (not even loopback), Foundation's Process hung making
    /// its run loop's socket pair; helper programs now start without any socket.
    @Test(.enabled(if: NoNetwork.available, "unshare -rn cannot make a namespace without network here"))
    func cardsAreMadeWhereThereIsNoNetworkAtAllNotEvenLoopback() throws {
        try #require(Self.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        let flash = FlashRunner()
        let made = try flash.run(
            ["new", "--lang", "es", "--name", "workshop"], input: Array(Self.words.utf8), environment: Self.offline,
            launcher: NoNetwork.launcher)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Made 6 cards in 'workshop'"))
        #expect(made.stdout.contains("apertium"), "lt-proc ran: \(made.stdout)")
        #expect(!made.stderr.contains("CFSocket"))
        let learned = try showJSON(flash, "workshop").map { $0["learned"] as? String ?? "" }
        #expect(learned[0] == "martillo" && learned[3] == "vela", "\(learned)")
    }

    /// espeak-ng read 犬 as "Chinese letter" and 狗 with English numbers for its tones; cards
    /// now carry the IPA of the kana and of Mandarin.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/edict/edict") || OfflineLanguageData.required,
                   "EDICT is not installed"))
    func japaneseAndChineseCardsAreReadInTheirOwnLanguage() throws {
        try #require(Self.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        let flash = FlashRunner()
        for code in ["ja", "zh"] {
            let made = try flash.run(["new", "--lang", code, "--name", code], input: Array("dog\nteacher\n".utf8), environment: Self.offline)
            #expect(made.status == 0, "\(made.stderr)")
        }
        let (dog, teacher) = (try showJSON(flash, "ja")[0], try showJSON(flash, "zh")[1])
        #expect(dog["learned"] as? String == "犬" && teacher["learned"] as? String == "老师")
        if ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/espeak-ng") }) {
            #expect(dog["ipa"] as? String == "ˈinɯᵝ" && teacher["ipa"] as? String == "lˈɑu2 s.ˈi.5", "\(dog) \(teacher)")
        }
    }

    @Test func spanishWordsComeOutInEnglish() throws {
        let flash = FlashRunner()
        try #require(Self.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        let made = try flash.run(["new", "--lang", "es", "--words", "learned", "--name", "back"], input: Array("perros\ncomer\nmanzana\n".utf8),
                                 environment: Self.offline)
        #expect(made.status == 0, "\(made.stderr)")
        let cards = try showJSON(flash, "back")
        #expect(cards.map { $0["native"] as? String } == ["dog", "to eat", "apple"])
        #expect(cards.map { $0["gender"] as? String } == ["m", nil, "f"], "the learned word's own gender")
    }

    @Test func aPairWithNoInstalledDataSaysWhichPackageWouldCoverItAndGoesOn() throws {
        let flash = FlashRunner()
        let made = try flash.run(["new", "--lang", "sv", "--name", "svenska", "--keep-untranslated"], input: Array("dog\ncat\n".utf8),
                                 environment: Self.offline)
        #expect(made.status == 0)
        #expect(made.stderr.contains("offline failed: offline: no installed dictionary covers en -> sv (apt-get install dict-freedict-eng-swe)"), "\(made.stderr)")
    }

    @Test func articlesShowInQuestionsWhenAsked() throws {
        let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
        _ = try newList(flash)
        let skipAll = Array(String(repeating: ":s\n", count: 6).utf8)
        let with = try flash.run(["learn", "workshop", "--articles", "--seed", "3"], input: skipAll)
        #expect(with.status == 0, "\(with.stderr)")
        for noun in ["el martillo", "la vela", "el perro", "la lavadora"] { #expect(with.stdout.contains(noun), "\(noun) in \(with.stdout)") }
        let without = try flash.run(["learn", "workshop", "--seed", "3"], input: skipAll)
        #expect(!without.stdout.contains("el martillo") && without.stdout.contains("martillo"))
    }

    @Test func aPhraseTakesItsFirstWordsArticleAndAPluralNounThePlurals() throws {
        try #require(Self.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        let flash = FlashRunner()
        let made = try flash.run(["new", "--lang", "es", "--name", "bathroom"], input: Array("toothbrush\nglasses\n".utf8), environment: Self.offline)
        #expect(made.status == 0, "\(made.stderr)")
        let shown = try flash.run("show", "bathroom")
        #expect(shown.stdout.contains("el cepillo de dientes") && shown.stdout.contains("las gafas"), "\(shown.stdout)")
    }
}

/// Whether Debian's offline language data is installed, and whether its absence must fail.
enum OfflineLanguageData {
    static var installed: Bool {
        ["/usr/share/apertium/apertium-eng-spa", "/usr/share/dictd/freedict-eng-spa.index", "/usr/share/wordnet/index.noun",
         "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_OFFLINE_DATA"] == "1" }
    static var shouldRun: Bool { installed || required }
}

/// A launcher that runs flash in new user and network namespaces: no interface is up, not even
/// loopback, as in a sandbox.
enum NoNetwork {
    static let launcher = ["/usr/bin/unshare", "-rn"]

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: launcher[0]) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: launcher[0])
        probe.arguments = Array(launcher.dropFirst()) + ["/bin/true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitForEnd()
        return probe.endStatus == 0
    }()
}

/// Issue 23 end to end: `show` gives a plural noun its plural article, a typed article is right
/// when it is the right one and almost (marked) when not, and a right answer after a hint
/// counts "with hint" in `results`.
@Suite(.enabled(if: OfflineLanguageData.shouldRun, "offline language data not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct TypedArticleTests {
    @Test func typedArticlesAndHintsGoThroughASession() throws {
        try #require(OfflineLanguageData.installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but the offline language data is not installed (.ci/install)")
        let flash = FlashRunner(now: "2026-03-02T09:00:00Z")
        let made = try flash.run(["new", "--lang", "es", "--name", "casa", "--show"], input: Array("key\ncandle\nglasses\n".utf8),
                                 environment: OfflineCardsTests.offline)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("la llave") && made.stdout.contains("las gafas"), "\(made.stdout)")
        let session = try flash.run(["learn", "casa", "--answer", "type", "--direction", "native", "--seed", "1"],
                                    input: Array("el vela\nlas gafas\n:h\nla llave\n".utf8))
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("[el→la] vela"), "\(session.stdout)")
        #expect(session.stdout.contains("3/3 right"), "\(session.stdout)")
        let results = try flash.run(["results", "casa"])
        #expect(results.stdout.contains("correct 2, almost 1, wrong 0, skipped 0 (1 right with hint)"), "\(results.stdout)")
    }
}
