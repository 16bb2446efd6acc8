import FlashTestSupport
import Foundation
import Testing

/// `flash new` against real wire formats served on 127.0.0.1, and the provider commands.
@Suite struct ProviderCommandsTests {
    static let key = "SIMKEY-0123456789abcdef"

    func online(_ flash: FlashRunner, _ simulator: ProviderSimulator) {
        flash.environment["FLASH_TRANSLATION"] = "google, fixtures"
        flash.environment["FLASH_IMAGES"] = "unsplash"
        flash.environment["FLASH_GOOGLE_KEY"] = Self.key
        flash.environment["FLASH_GOOGLE_URL"] = simulator.baseURL
        flash.environment["FLASH_UNSPLASH_KEY"] = Self.key
        flash.environment["FLASH_UNSPLASH_URL"] = simulator.baseURL
    }

    /// Every byte flash wrote: output and the database files.
    func everythingWritten(_ flash: FlashRunner, _ results: [FlashResult]) throws -> String {
        var text = results.map { $0.stdout + $0.stderr }.joined()
        for file in try FileManager.default.contentsOfDirectory(atPath: flash.dataDirectory.path) {
            let data = FileManager.default.contents(atPath: flash.dataDirectory.appendingPathComponent(file).path) ?? Data()
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    @Test func newUsesGoogleAndUnsplashCachesEverythingAndNeverShowsTheKey() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        let words = (1...200).map { "word\($0)" }.joined(separator: "\n")
        let made = try flash.run(["new", "--lang", "es", "--name", "big"], input: words)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("translations: 200 from google"))
        #expect(made.stdout.contains("images: 200 from unsplash"))
        #expect(simulator.requests(to: "/language/translate/v2").count == 2)
        #expect(simulator.requests(to: "/search/photos").count == 200)
        #expect(simulator.requests(to: "/download/").count == 200)
        let card = try #require(try showJSON(flash, "big").first)
        #expect(card["learned"] as? String == "es-word1")
        #expect(card["imageCredit"] as? String == "Photo by Ana 1 on Unsplash")
        #expect((card["imageCandidates"] as? [Any])?.count == 3)
        let file = try #require(card["imageFile"] as? String)
        #expect(FileManager.default.contents(atPath: file).map(Array.init) == ProviderSimulator.png)

        let before = simulator.requestCount
        let rebuilt = try flash.run(["new", "--lang", "es", "--name", "big", "--replace"], input: words)
        #expect(rebuilt.status == 0)
        #expect(simulator.requestCount == before, "a rebuild is answered from the cache")

        let shown = try flash.run("show", "big", "--json")
        let config = try flash.run("config")
        #expect(config.stdout.contains("••••cdef"))
        let written = try everythingWritten(flash, [made, rebuilt, shown, config])
        #expect(!written.contains(Self.key))
        #expect(!written.contains("SIMKEY"))
    }

    @Test func editChoosesAnotherOnlineCandidateByDownloadingIt() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        let before = simulator.requests(to: "/photos/").count
        let edited = try flash.run("edit", "pets", "dog", "--image", "3")
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(simulator.requests(to: "/photos/").count == before + 1)
        let card = try #require(try showJSON(flash, "pets").first)
        #expect(card["imageIndex"] as? Int == 3)
        #expect(card["imageCredit"] as? String == "Photo by Ana 3 on Unsplash")
        #expect((card["imageURL"] as? String)?.hasSuffix("/photos/dog-3.png") == true)
    }

    @Test func aKilledBuildLeavesNoListAndARerunResumesFromTheCache() throws {
        let simulator = try ProviderSimulator(key: Self.key, delay: .milliseconds(40))
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        let words = (1...120).map { "word\($0)" }.joined(separator: "\n")
        let building = try flash.start(["new", "--lang", "es", "--name", "big"], input: Array(words.utf8))
        let deadline = Date().addingTimeInterval(300)
        while simulator.requests(to: "/search/photos").count < 20, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        try #require(simulator.requests(to: "/search/photos").count >= 20, "the build never reached its image searches")
        kill(building.process.processIdentifier, SIGKILL)
        building.waitForEnd()
        let answeredBeforeKill = simulator.requestCount
        let lists = try JSONSerialization.jsonObject(with: Data(flash.run("lists", "--json").stdout.utf8)) as? [Any]
        #expect(lists?.isEmpty == true)
        #expect(try flash.run("show", "big").status == 1)

        let rerun = try flash.run(["new", "--lang", "es", "--name", "big"], input: words)
        #expect(rerun.status == 0)
        #expect(rerun.stdout.contains("Made 120 cards"))
        let fullBuild = 1 + 120 * 3
        #expect(simulator.requestCount - answeredBeforeKill < fullBuild, "what was answered before the kill came from the cache")
        #expect(simulator.requests(to: "/language/translate/v2").count == 1, "the translation batch was cached")
    }

    // MARK: Provider faults

    @Test func aGarbageAnswerFailsTheBuildAndTheRerunAsksOnlyForWhatFailed() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        simulator.fault = { request in
            guard request.formItems.contains(where: { $0.name == "q" && $0.value == "word150" }) else { return nil }
            return .bytes(Array("<html><body>502 Bad Gateway</body></html>".utf8), contentType: "text/html")
        }
        let flash = FlashRunner()
        online(flash, simulator)
        flash.environment["FLASH_TRANSLATION"] = "google"
        let words = (1...200).map { "word\($0)" }.joined(separator: "\n")
        let failed = try flash.run(["new", "--lang", "es", "--name", "big", "--no-images"], input: words)
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("flash: google: malformed response"), "\(failed.stderr)")
        #expect(simulator.requests(to: "/language/translate/v2").count == 2)

        simulator.fault = nil
        let rerun = try flash.run(["new", "--lang", "es", "--name", "big", "--no-images", "--replace"], input: words)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stdout.contains("translations: 200 from google"))
        let batches = simulator.requests(to: "/language/translate/v2")
        #expect(batches.count == 3, "only the batch that failed is sent again")
        #expect(batches.last?.formItems.contains { $0.name == "q" && $0.value == "word150" } == true)
    }

    @Test func aSearchAnswerOfTheWrongShapeIsAskedForAgainOnTheNextBuild() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        simulator.fault = { request in request.query("query") == "cat" ? .json(#"{"results":{"cat":"no"}}"#) : nil }
        let flash = FlashRunner()
        online(flash, simulator)
        let first = try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("images: 1 from unsplash, 1 no image"))
        #expect(first.stderr.contains("unsplash had no image for 'cat': unsplash: the answer was not in the expected format"))

        simulator.fault = nil
        let before = simulator.server.requests.count
        let rerun = try flash.run("new", "--lang", "es", "--name", "pets", "--replace", input: "dog\ncat\n")
        #expect(rerun.status == 0)
        #expect(rerun.stdout.contains("images: 2 from unsplash"))
        let sent = simulator.server.requests.dropFirst(before)
        #expect(sent.filter { $0.pathWithoutQuery == "/search/photos" }.map { $0.query("query") } == ["cat"])
        #expect(!sent.contains { $0.pathWithoutQuery == "/language/translate/v2" || $0.path.contains("dog") })
    }

    @Test func anImageHostEchoingTheKeyNeverShowsIt() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        simulator.fault = { request in
            request.path.hasPrefix("/photos/") ? .text("API key \(Self.key) not valid. Please pass a valid API key.", status: 403) : nil
        }
        let flash = FlashRunner()
        online(flash, simulator)
        let made = try flash.run("new", "--lang", "es", "--name", "fruit", input: "apple\npear\n")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stderr.contains("image 1 for 'apple' skipped: "))
        #expect(made.stderr.contains("API key [redacted] not valid"))
        let shown = try flash.run("show", "fruit", "--json")
        #expect(!(try everythingWritten(flash, [made, shown])).contains(Self.key))
    }

    @Test func aRedirectToAnotherOriginIsRefusedInOneLineAndTheKeyStaysHome() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        let redirecting = try LoopbackHTTPServer { request in .redirect(to: simulator.baseURL + request.path, status: 307) }
        defer { redirecting.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        flash.environment["FLASH_GOOGLE_URL"] = redirecting.baseURL
        flash.environment["FLASH_IMAGES"] = "fixtures"
        let made = try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        #expect(made.status == 0)
        let origin = "127.0.0.1:\(redirecting.port)"
        #expect(made.errorLines.contains("google failed: google: refused a redirect from \(origin) to \(simulator.baseURL)/language/translate/v2 (the key is only sent to \(origin))"), "\(made.stderr)")
        #expect(made.stdout.contains("2 from fixtures"))
        #expect(simulator.requestCount == 0)
    }

    @Test func freeDictAnswersAreCachedSoARebuildSendsNoLookupAgain() throws {
        let dictd = try LoopbackDICTServer { command in
            let word = command.split(separator: " ").last.map(String.init) ?? ""
            let file = ["house": "house-eng-spa.txt", "dog": "dog-eng-spa.txt"][word] ?? "no-match.txt"
            return String(decoding: (try? LoopbackFixtures.bytes("freedict/\(file)")) ?? [], as: UTF8.self)
        }
        defer { dictd.stop() }
        let flash = FlashRunner()
        flash.environment["FLASH_FREEDICT_URL"] = dictd.baseURL
        let arguments = ["new", "--lang", "es", "--name", "dict", "--translator", "freedict", "--no-images", "--replace"]
        let made = try flash.run(arguments, input: "house\ndog\nxyzzyqq\n")
        #expect(made.stdout.contains("translations: 2 from freedict"), "\(made.stdout)\(made.stderr)")
        let rebuilt = try flash.run(arguments, input: "house\ndog\nxyzzyqq\n")
        #expect(rebuilt.stdout.contains("translations: 2 from freedict"))
        #expect(dictd.commands.count == 3, "the rebuild sent no lookup")
    }

    @Test func aWrongKeyIsReportedWithTheProvidersMessageAndTheNextProviderHelps() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        flash.environment["FLASH_GOOGLE_KEY"] = "WRONG-KEY-999999999"
        flash.environment["FLASH_IMAGES"] = "fixtures"
        let made = try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        #expect(made.status == 0)
        #expect(made.stderr.contains("API key not valid"))
        #expect(!made.stderr.contains("WRONG-KEY"))
        #expect(made.stdout.contains("2 from fixtures"))
    }

    /// Issue 19: with no keys, every build printed four "skipped: no key" lines for providers
    /// the learner never named.
    @Test func keyedProvidersOfTheDefaultListAreSkippedSilentlyAndNamedOnesAreNot() throws {
        let flash = FlashRunner()
        flash.environment["FLASH_TRANSLATION"] = nil
        flash.environment["FLASH_IMAGES"] = nil
        let made = try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\n")
        #expect(made.status == 0 && made.stdout.contains("Made 2 cards"))
        #expect(!made.stderr.contains("skipped"), "\(made.stderr)")
        flash.environment["FLASH_TRANSLATION"] = "deepl, fixtures"
        let named = try flash.run("new", "--lang", "es", "--name", "more", input: "dog\ncat\n")
        #expect(named.stderr.contains("deepl skipped: no key (set FLASH_DEEPL_KEY or deepl.key in your flash.conf)"))
        let listed = try flash.run("providers")
        #expect(listed.stdout.contains("google") && listed.stdout.contains("unsplash"), "flash providers still shows them")
    }

    /// Issue 19: a failed build was five or six lines of stderr; it is one, saying what failed
    /// and what was kept.
    @Test func aBuildWhereTheOnlyProviderFailsIsOneLine() throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":{"code":500,"message":"Backend Error"}}"#, status: 500) }
        defer { server.stop() }
        let flash = FlashRunner()
        flash.environment["FLASH_TRANSLATION"] = "google"
        flash.environment["FLASH_IMAGES"] = "fixtures"
        flash.environment["FLASH_GOOGLE_KEY"] = Self.key
        flash.environment["FLASH_GOOGLE_URL"] = server.baseURL
        let failed = try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        #expect(failed.status == 1)
        #expect(failed.errorLines.count == 1, "\(failed.stderr)")
        #expect(failed.stderr.hasPrefix("flash: google: "), "\(failed.stderr)")
        #expect(failed.stderr.contains("500") && failed.stderr.contains("Backend Error"))
        #expect(failed.stderr.hasSuffix("; no word was translated, so nothing was stored (--keep-untranslated keeps the list)\n"))
        #expect(!failed.stderr.contains(Self.key))
        #expect(try flash.run("show", "pets").status == 1)
    }

    @Test func providerTextIsStrippedOfControlCharacters() throws {
        let simulator = try ProviderSimulator(key: Self.key) { word, _ in "\u{1B}]0;pwned\u{07}\u{1B}[31m\(word)\u{1B}[0m\u{0}!" }
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        flash.environment["FLASH_IMAGES"] = "fixtures"
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        let shown = try flash.run("show", "pets")
        #expect(!shown.stdout.contains("\u{1B}"))
        #expect(!shown.stdout.contains("\u{0}"))
        #expect(try showJSON(flash, "pets").first?["learned"] as? String == "dog!")
    }

    @Test func translatorAndImagesOptionsOverrideTheConfiguration() throws {
        let flash = FlashRunner()
        flash.environment["FLASH_TRANSLATION"] = "google"
        let made = try flash.run("new", "--lang", "es", "--name", "pets", "--translator", "fixtures", "--images", "none", input: "dog\ncat\n")
        #expect(made.stdout.contains("2 from fixtures"))
        #expect(try showJSON(flash, "pets").allSatisfy { $0["imageFile"] == nil || $0["imageFile"] is NSNull })
        let unknown = try flash.run("new", "--lang", "es", "--name", "other", "--translator", "gogle", input: "dog\ncat\n")
        #expect(unknown.stderr.contains("did you mean google"))
    }

    @Test func providersListsEveryProviderAndChecksTheUsableOnes() throws {
        let simulator = try ProviderSimulator(key: Self.key)
        defer { simulator.stop() }
        let flash = FlashRunner()
        online(flash, simulator)
        let listed = try flash.run("providers", "--check")
        #expect(listed.status == 0)
        for name in ["deepl", "google", "libretranslate", "mymemory", "freedict", "unsplash", "pixabay", "pexels", "openverse", "wikimedia", "dictionaryapi", "wordnet"] {
            #expect(listed.stdout.contains(name))
        }
        #expect(listed.stdout.contains("deepl skipped: no key (set FLASH_DEEPL_KEY"))
        let json = try JSONSerialization.jsonObject(with: Data(flash.run("providers", "--check", "--json").stdout.utf8)) as? [[String: Any]] ?? []
        let google = json.first { $0["name"] as? String == "google" }
        #expect((google?["check"] as? String)?.hasPrefix("answers") == true)
        #expect(!listed.stdout.contains(Self.key))
    }

    @Test func aWorldReadableUserConfigurationDrawsAWarning() throws {
        let flash = FlashRunner()
        let folder = flash.home.appendingPathComponent("config/flash")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("flash.conf")
        try "google.key = abcdefghijkl9876\nlearn.answer = type\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let shown = try flash.run("config")
        #expect(shown.stderr.contains("readable by other users"))
        let answerLine = shown.stdout.split(separator: "\n").first { $0.hasPrefix("learn.answer ") }
        #expect(answerLine?.contains(" type ") == true)
        #expect(answerLine?.contains("user (\(file.path))") == true)
        #expect(!shown.stdout.contains("abcdefghijkl9876"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try flash.run("config").stderr.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")))
    func sayWritesAWaveFileAndPrintsIPA() throws {
        let flash = FlashRunner()
        let out = flash.home.appendingPathComponent("casa.wav").path
        let said = try flash.run("say", "casa", "--lang", "es", "--ipa", "--out", out)
        #expect(said.status == 0)
        #expect(said.stdout.contains("kˈasa"))
        #expect(FileManager.default.contents(atPath: out)?.starts(with: Array("RIFF".utf8)) == true)
    }

    /// espeak-ng reads kanji as "Chinese letter": flash says a Japanese word from its kana in
    /// EDICT, and refuses in one line where EDICT has none.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")
                   && FileManager.default.fileExists(atPath: "/usr/share/edict/edict")))
    func sayReadsJapaneseKanjiFromTheirKana() throws {
        let flash = FlashRunner()
        let out = flash.home.appendingPathComponent("inu.wav").path
        let said = try flash.run("say", "犬", "--lang", "ja", "--ipa", "--out", out)
        #expect(said.status == 0 && said.stdout.hasPrefix("犬 (いぬ) /ˈinɯᵝ/"), "\(said.stdout)")
        #expect(FileManager.default.contents(atPath: out)?.starts(with: Array("RIFF".utf8)) == true)
        let today = try flash.run("say", "今日", "--lang", "ja", "--ipa", "--out", out)
        #expect(today.stdout.hasPrefix("今日 (きょう) "), "the common reading: \(today.stdout)")
        let unknown = try flash.run("say", "鬱鬱鬱", "--lang", "ja", "--out", out)
        #expect(unknown.status == 1 && unknown.errorLines == ["flash: espeak-ng cannot read kanji and EDICT has no reading for '鬱鬱鬱'; give the word in kana"])
        let chinese = try flash.run("say", "老师", "--lang", "zh", "--ipa", "--out", out)
        #expect(chinese.stdout.hasPrefix("老师 /lˈɑu2 s.ˈi.5/"), "\(chinese.stdout)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng")))
    func sayToAFileThatCannotBeWrittenFails() throws {
        let flash = FlashRunner()
        let missing = try flash.run("say", "casa", "--lang", "es", "--out", "/nonexistent/folder/casa.wav")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("could not write"))
        let folder = try flash.run("say", "casa", "--lang", "es", "--out", flash.home.path)
        #expect(folder.status == 2)
        #expect(FileManager.default.fileExists(atPath: flash.home.path))
    }

    @Test func sayWithoutEspeakSaysSoInOneLine() throws {
        let flash = FlashRunner()
        flash.environment["PATH"] = "/nonexistent"
        let said = try flash.run("say", "casa", "--lang", "es")
        #expect(said.status == 1)
        #expect(said.errorLines == ["flash: espeak-ng is not installed, so flash cannot speak (apt-get install espeak-ng)"])
    }
}

/// FreeDict through a real dictd (`.ci/dictd` starts one in CI). Skipped, and reported as such,
/// when none answers, unless FLASH_REQUIRE_DICTD=1 makes that a failure.
@Suite(.enabled(if: LiveDictd.shouldRun, "no dictd answers at FLASH_FREEDICT_URL; set FLASH_REQUIRE_DICTD=1 to fail instead"))
struct FreeDictCommandTests {
    @Test func freeDictBuildsRealTranslationsWhenADictdAnswers() throws {
        try #require(LiveDictd.answers, "FLASH_REQUIRE_DICTD=1 but no dictd answers at \(LiveDictd.url)")
        let flash = FlashRunner()
        flash.environment["FLASH_FREEDICT_URL"] = LiveDictd.url
        let made = try flash.run("new", "--lang", "es", "--name", "dict", "--translator", "freedict", "--no-images", input: "house\ndog\n")
        #expect(made.stdout.contains("translations: 2 from freedict"), "\(made.stdout)\(made.stderr)")
        let cards = try showJSON(flash, "dict")
        #expect(cards.first?["learned"] as? String == "casa")
        #expect(cards.first?["ipa"] as? String == "haus")
    }
}
