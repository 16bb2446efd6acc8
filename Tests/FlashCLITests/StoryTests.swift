import FlashTestSupport
import Foundation
import Testing

/// Story mode, training and kit import through the built binary: scripted sessions with a fixed
/// clock and seed, checked through `flash story --json`.
@Suite struct StoryTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")

    /// For each stage, every basic kit's English prompt and its Spanish answer.
    static let answers: [String: [String: String]] = {
        let kits = FlashRunner.repository.appendingPathComponent("Fixtures/kits")
        var answers: [String: [String: String]] = [:]
        for stage in (try? FileManager.default.contentsOfDirectory(atPath: kits.path)) ?? [] {
            let folder = kits.appendingPathComponent(stage)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
                let questions = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
                for question in questions {
                    answers[stage, default: [:]][question["question"] as? String ?? ""] = question["correctAnswer"] as? String
                }
            }
        }
        return answers
    }()

    static let kits: [String: [String]] = [
        "newborn": ["baby things", "body parts", "family"],
        "preschool": ["animals", "colours", "numbers", "toys"],
        "early-school": ["days of the week", "food", "months", "school objects"],
        "high-school": ["feelings", "hobbies", "sports", "subjects"],
        "life-activities": ["health", "house chores", "shopping", "travel"],
        "side-jobs": ["delivery and driving", "restaurant", "shop"],
    ]

    // MARK: - Driving sessions

    /// Runs a story session twice with the same seed: once skipping every question to learn the
    /// order, then answering from `stage`'s kits, the first `wrong` answers wrong.
    @discardableResult
    func take(_ arguments: [String], stage: String, wrong: Int = 0) throws -> FlashResult {
        let seeded = arguments + ["--seed", "7"]
        let order = shownWords(try flash.run(seeded, input: String(repeating: ":s\n", count: 20)).stdout)
        let fed = try order.enumerated().map { index, prompt in
            index < wrong ? "qqq" : try #require(Self.answers[stage]?[prompt], "no answer for \(prompt)")
        }
        let result = try flash.run(seeded, input: fed.map { $0 + "\n" }.joined())
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    @discardableResult
    func test(_ stage: String, _ kit: String, wrong: Int = 0) throws -> FlashResult {
        try take(["story", "test", "\(stage): \(kit)"], stage: stage, wrong: wrong)
    }

    /// Every kit of the stage right, then its exam right.
    func pass(_ stage: String) throws {
        for kit in Self.kits[stage] ?? [] { try test(stage, kit) }
        let exam = try take(["story", "exam", stage], stage: stage)
        #expect(exam.stdout.contains("Passed "), "\(exam.stdout)")
    }

    func story() throws -> [String: Any] {
        let output = try flash.run("story", "--json").stdout
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    func stage(_ name: String) throws -> [String: Any] {
        let stages = try story()["stages"] as? [[String: Any]] ?? []
        return try #require(stages.first { $0["stage"] as? String == name })
    }

    func exam(_ name: String) throws -> [String: Any] {
        let exams = try story()["exams"] as? [[String: Any]] ?? []
        return try #require(exams.first { $0["exam"] as? String == name })
    }

    func best(_ kit: String, in stageName: String) throws -> Int? {
        let kits = try stage(stageName)["kits"] as? [[String: Any]] ?? []
        return try #require(kits.first { $0["name"] as? String == kit })["best"] as? Int
    }

    func listNames() throws -> [String] {
        let output = try flash.run("lists", "--json").stdout
        let lists = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? []
        return lists.compactMap { $0["name"] as? String }
    }

    // MARK: - Stages, kits and locks

    @Test func basicKitsAreStoredOnceAndTheTreeShowsWhatIsLocked() throws {
        let first = try flash.run("story")
        #expect(first.status == 0)
        #expect(first.stderr.contains("stored 28 basic kits"))
        #expect(first.stdout.contains("├─ newborn: open, exam locked: 3 kits under 70%"))
        #expect(first.stdout.contains("│  └─ newborn: family       13 cards   not taken"))
        #expect(first.stdout.contains("├─ preschool: locked: pass the newborn exam (flash story exam newborn)"))
        #expect(first.stdout.contains("└─ final stages: locked: pass the high-school and life-activities exam (flash story exam high-school)"))
        let again = try flash.run("story")
        #expect(again.stderr.isEmpty)
        #expect(again.stdout == first.stdout)
        #expect(try listNames().count == 28)
        let card = try #require(try showJSON(flash, "newborn: family").first)
        #expect(card["native"] as? String == "mother")
        #expect(card["learned"] as? String == "madre")
        #expect(card["incorrectAnswers"] as? [String] == ["padre", "hermana", "abuela"])
        #expect(try stage("newborn")["open"] as? Bool == true)
        #expect(try stage("preschool")["lock"] as? String == "pass the newborn exam (flash story exam newborn)")
    }

    /// Issue 19: after the first `flash story`, `lists` went from 8 lines to 36 and `status` from
    /// 9 to 39; the kits are counted on one line, and shown with --kits.
    @Test func listsAndStatusCountStoryKitsApartAndShowThemWithKits() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\n")
        try flash.run("story")
        let kits = try flash.run("lists", "--names", "--kits").stdout.split(separator: "\n").map(String.init)
        #expect(kits.count > 20 && kits.allSatisfy { $0.contains(": ") }, "\(kits)")
        let lists = try flash.run("lists")
        #expect(lists.stdout.split(separator: "\n").count == 3, "\(lists.stdout)")
        #expect(lists.stdout.contains("pets") && lists.stdout.contains("\(kits.count) story kits besides: flash lists --kits shows them"))
        let shown = try flash.run("lists", "--kits").stdout
        #expect(kits.allSatisfy(shown.contains) && !shown.contains("pets"))
        #expect(try flash.run("lists", "--names").stdout.split(separator: "\n").count == kits.count + 1, "completion sees every list")
        let status = try flash.run("status")
        #expect(status.stdout.contains("story kits (\(kits.count))") && status.stdout.contains("pets"))
        #expect(status.stdout.split(separator: "\n").count < 8, "\(status.stdout)")
        #expect(try flash.run("status", "--kits").stdout.contains(kits[0]))
    }

    /// Issue 19: `show family` refused the short kit name `story test` and `train` take.
    @Test func everyCommandTakesAKitByItsShortName() throws {
        try flash.run("story")
        let shown = try flash.run("show", "family")
        #expect(shown.status == 0 && shown.stdout.hasPrefix("newborn: family - English → Spanish"), "\(shown.stderr)")
        #expect(try flash.run("results", "family").status == 0)
        #expect(try flash.run("show", "famly").stderr.contains("(did you mean 'family'?)"))
        try flash.run("new", "--lang", "es", "--name", "family", "--no-images", input: "aunt = tía\nuncle = tío\n")
        #expect(try flash.run("show", "family").stdout.hasPrefix("family - English → Spanish, 2 cards"), "a list's own name comes first")
    }

    @Test func lockedActionsPrintOneLineNamingWhatOpensThem() throws {
        let cases: [([String], String)] = [
            (["story", "test", "preschool: animals"],
             "flash: 'preschool: animals' is in preschool, which is locked: pass the newborn exam (flash story exam newborn)"),
            (["story", "exam", "preschool"],
             "flash: The preschool exam is locked: pass the newborn exam (flash story exam newborn)"),
            (["story", "exam", "newborn"],
             "flash: The newborn exam is locked: score 70% or more in every kit (still under: 'newborn: baby things' not taken, 'newborn: body parts' not taken, 'newborn: family' not taken) with flash story test KIT"),
            (["story", "choose", "side-jobs"],
             "flash: Choosing the final stages is locked: pass the high-school and life-activities exam (flash story exam high-school)"),
            (["story", "exam", "final"],
             "flash: The final exam is locked: pass the high-school and life-activities exam (flash story exam high-school)"),
        ]
        for (arguments, line) in cases {
            let result = try flash.run(arguments, input: "")
            #expect(result.status == 1)
            #expect(result.errorLines == [line])
            #expect(result.stdout.isEmpty)
        }
        let unknown = try flash.run("story", "exam", "kindergarten")
        #expect(unknown.status == 2)
        #expect(unknown.errorLines.count == 1)
    }

    @Test func aTestUnderSeventyKeepsTheExamLockedAndSeventyInEveryKitOpensIt() throws {
        let low = try test("newborn", "family", wrong: 4)
        #expect(low.stdout.contains("1) "))
        #expect(low.stdout.contains("Score: 69% (best 69%"))
        #expect(try best("newborn: family", in: "newborn") == 69)
        #expect(try exam("newborn")["open"] as? Bool == false)
        try test("newborn", "family", wrong: 3)
        try test("newborn", "family", wrong: 13)
        #expect(try best("newborn: family", in: "newborn") == 77)
        try test("newborn", "baby things")
        let last = try test("newborn", "body parts", wrong: 4)
        #expect(last.stdout.contains("Score: 71%"))
        #expect(last.stdout.contains("Every kit of newborn scores 70% or more: the newborn exam is open (flash story exam newborn)."))
        #expect(try exam("newborn")["open"] as? Bool == true)
        let stopped = try flash.run(["story", "test", "family"], input: "1\n")
        #expect(stopped.stdout.contains("The test was not finished: no score is kept."))
        #expect(try best("newborn: family", in: "newborn") == 77)
    }

    @Test func anExamUnderFiftyFailsAndFiftyPassesAndOpensTheNextStage() throws {
        for kit in Self.kits["newborn"]! { try test("newborn", kit) }
        let failed = try take(["story", "exam", "newborn"], stage: "newborn", wrong: 6)
        #expect(failed.stdout.contains("The newborn exam: 10 cards, English → Spanish, type the answer"))
        #expect(failed.stdout.contains("Not passed: 40% (50% passes)."))
        #expect(try stage("preschool")["open"] as? Bool == false)
        let passed = try take(["story", "exam", "newborn"], stage: "newborn", wrong: 5)
        #expect(passed.stdout.contains("Passed the newborn exam with 50%: preschool is open (flash story)."))
        #expect(try stage("preschool")["open"] as? Bool == true)
        let record = try exam("newborn")
        #expect(record["passed"] as? Bool == true)
        #expect(record["best"] as? Int == 50)
        let tree = try flash.run("story").stdout
        #expect(tree.contains("├─ newborn: ✔ exam passed (best 50%)"))
        #expect(tree.contains("├─ early-school: locked: pass the preschool exam (flash story exam preschool)"))
        try test("preschool", "toys", wrong: 1)
        #expect(try best("preschool: toys", in: "preschool") == 92)
    }

    @Test func addingAKitToAPassedStageLocksNothing() throws {
        try pass("newborn")
        let made = try flash.run(["new", "--lang", "es", "--name", "pets", "--no-images", "--stage", "newborn"], input: "dog = perro\ncat = gato\n")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("It is a kit of newborn: flash story test pets"))
        try flash.run(["new", "--lang", "es", "--name", "home", "--no-images"], input: "house = casa\nbed = cama\n")
        #expect(try flash.run("stage", "home", "newborn").stdout.contains("'home' is a kit of newborn: flash story test home."))
        #expect(try exam("newborn")["open"] as? Bool == true)
        #expect(try stage("preschool")["open"] as? Bool == true)
        #expect(try flash.run("story").stdout.contains("│  └─ home                  2 cards    not taken (yours)"))
        try test("preschool", "animals")
    }

    @Test func highSchoolAndLifeActivitiesShareOneExamThenTheFinalExamCoversTheChosenStages() throws {
        for stage in ["newborn", "preschool", "early-school"] { try pass(stage) }
        #expect(try stage("high-school")["open"] as? Bool == true)
        #expect(try stage("life-activities")["open"] as? Bool == true)
        for kit in Self.kits["high-school"]! { try test("high-school", kit) }
        let locked = try flash.run("story", "exam", "high-school")
        #expect(locked.errorLines.first?.hasPrefix("flash: The high-school and life-activities exam is locked: score 70% or more in every kit (still under: 'life-activities: health' not taken") == true)
        for kit in Self.kits["life-activities"]! { try test("life-activities", kit) }
        let shared = try take(["story", "exam", "life-activities"], stage: "life-activities", wrong: 10)
        #expect(shared.stdout.contains("The high-school and life-activities exam: 10 cards"))
        #expect(try exam("high-school+life-activities")["attempts"] as? Int == 2)
        let order = shownWords(shared.stdout)
        let answers = Self.answers["high-school"]!.merging(Self.answers["life-activities"]!) { $1 }
        #expect(order.allSatisfy { answers[$0] != nil })
        let passed = try flash.run(["story", "exam", "high-school", "--seed", "7"], input: order.map { answers[$0]! + "\n" }.joined())
        #expect(passed.stdout.contains("Passed the high-school and life-activities exam with 100%: choose one or more final stages"))
        let tree = try flash.run("story").stdout
        #expect(tree.contains("├─ high-school: ✔ exam passed (best 100%) (one exam for high-school and life-activities)"))
        #expect(tree.contains("├─ life-activities: ✔ exam passed (best 100%) (one exam for high-school and life-activities)"))
        #expect(tree.contains("└─ final stages: choose one or more (flash story choose STAGE)"))
        #expect(tree.contains("   └─ side-jobs: not chosen: choose it (flash story choose side-jobs)"))

        let notFinal = try flash.run("story", "choose", "newborn")
        #expect(notFinal.status == 2)
        #expect(try flash.run("story", "choose", "side-jobs").stdout.contains("Final stages chosen: side-jobs."))
        #expect(try exam("final")["stages"] as? [String] == ["side-jobs"])
        #expect(try stage("programming-university")["lock"] as? String == "choose it (flash story choose programming-university)")
        #expect(try flash.run("story", "exam", "final").status == 1)
        for kit in Self.kits["side-jobs"]! { try test("side-jobs", kit) }
        let final = try take(["story", "exam", "final"], stage: "side-jobs")
        #expect(final.stdout.contains("Passed the final exam with 100%: story mode is complete."))
        #expect(try story()["complete"] as? Bool == true)
    }

    @Test func basicKitsCannotBeDeletedOrReplacedButUserKitsCan() throws {
        try flash.run("story")
        let refused = try flash.run("delete", "newborn: family", "--yes")
        #expect(refused.status == 1)
        #expect(refused.errorLines == ["flash: 'newborn: family' is a basic kit of story mode: it cannot be deleted or replaced"])
        let replaced = try flash.run(["new", "--lang", "es", "--name", "newborn: family", "--replace", "--no-images"], input: "dog = perro\ncat = gato\n")
        #expect(replaced.status == 1)
        #expect(try showJSON(flash, "newborn: family").count == 13)
        let moved = try flash.run("stage", "newborn: family", "preschool")
        #expect(moved.status == 1)
        #expect(moved.errorLines.count == 1)
        try flash.run(["new", "--lang", "es", "--name", "pets", "--no-images", "--stage", "preschool"], input: "dog = perro\ncat = gato\n")
        #expect(try flash.run("delete", "pets", "--yes").status == 0)
        #expect(try !listNames().contains("pets"))
    }

    @Test func userKitNamesFollowIndisRules() throws {
        let long = String(repeating: "k", count: 31)
        let tooLong = try flash.run(["new", "--lang", "es", "--name", long, "--no-images", "--stage", "preschool"], input: "dog = perro\ncat = gato\n")
        #expect(tooLong.status == 2)
        #expect(tooLong.errorLines == ["flash: invalid kit name: '\(long)' has 31 characters, at most 30 are allowed"])
        #expect(try !listNames().contains(long))
        try flash.run(["new", "--lang", "es", "--name", long, "--no-images"], input: "dog = perro\ncat = gato\n")
        let staged = try flash.run("stage", long, "preschool")
        #expect(staged.status == 1)
        #expect(staged.errorLines.first?.contains("at most 30") == true)
        let stage = try flash.run("stage", long, "university")
        #expect(stage.status == 2)
        #expect(stage.errorLines.first?.hasPrefix("flash: unknown stage 'university'") == true)
    }

    // MARK: - Network kits

    static let goodKit = """
        [{"question": "to run", "correctAnswer": "correr", "incorrectAnswers": ["saltar", "nadar", "volar"]},
         {"question": "to eat\\u001b[2J", "correctAnswer": "comer", "incorrectAnswers": ["beber"]}]
        """

    @Test func aNetworkKitIsStoredWithItsWrongAnswersAndTheyAreOfferedInTests() throws {
        let server = try LoopbackHTTPServer { _ in .json(Self.goodKit) }
        defer { server.stop() }
        let imported = try flash.run("import", server.baseURL + "/kits/verbs.json", "--stage", "newborn", "--name", "verbs")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Imported 'verbs' into newborn: 2 questions from 127.0.0.1:\(server.port)."))
        #expect(server.requests.first?.path == "/kits/verbs.json")
        let cards = try showJSON(flash, "verbs")
        #expect(cards.map { $0["native"] as? String } == ["to run", "to eat"])
        #expect(cards.first?["incorrectAnswers"] as? [String] == ["saltar", "nadar", "volar"])
        let session = try flash.run(["story", "test", "verbs", "--seed", "1"], input: ":s\n:s\n")
        let lines = session.stdout.split(separator: "\n").map(String.init)
        let run = try #require(lines.firstIndex { $0.hasSuffix("] to run") })
        let options = lines[run + 1]
        for word in ["correr", "saltar", "nadar", "volar"] { #expect(options.contains(word), "\(options)") }
        let eat = try #require(lines.firstIndex { $0.hasSuffix("] to eat") })
        #expect(lines[eat + 1].contains("beber"))
        #expect(try stage("newborn")["kits"] as? [[String: Any]] != nil)
        let again = try flash.run("import", server.baseURL + "/kits/verbs.json", "--stage", "newborn", "--name", "Verbs")
        #expect(again.status == 1)
    }

    @Test func aMalformedKitStoresNothing() throws {
        let server = try LoopbackHTTPServer { _ in
            .json(#"[{"question": "dog", "correctAnswer": "perro", "incorrectAnswers": ["gato"]}, {"question": "cat", "correctAnswer": "gato", "incorrectAnswers": ["Gato"]}]"#)
        }
        defer { server.stop() }
        let result = try flash.run("import", server.baseURL + "/bad.json", "--stage", "preschool", "--name", "bad")
        #expect(result.status == 1)
        #expect(result.errorLines == ["flash: the kit from 127.0.0.1:\(server.port) is malformed: question 2: 'cat' has 'Gato' as both the correct and an incorrect answer; nothing was imported"])
        #expect(try !listNames().contains("bad"))
        let html = try LoopbackHTTPServer { _ in .text("<html>hello</html>") }
        defer { html.stop() }
        let notJSON = try flash.run("import", html.baseURL + "/", "--stage", "preschool", "--name", "bad")
        #expect(notJSON.errorLines.first?.contains("is malformed: it is not JSON") == true)
        #expect(try !listNames().contains("bad"))
    }

    @Test func anUnreachableServerOrAnErrorStatusStoresNothing() throws {
        let refusing = try LoopbackRefusingPort()
        let unreachable = try flash.run("import", refusing.baseURL + "/kit.json", "--stage", "preschool", "--name", "away")
        #expect(unreachable.status == 1)
        #expect(unreachable.errorLines.count == 1)
        #expect(unreachable.stderr.contains("import: could not connect to 127.0.0.1:\(refusing.port)"))
        #expect(unreachable.stderr.contains("nothing was imported"))
        let missing = try LoopbackHTTPServer { _ in .json(#"{"error": "no such kit"}"#, status: 404) }
        defer { missing.stop() }
        let notFound = try flash.run("import", missing.baseURL + "/kit.json", "--stage", "preschool", "--name", "away")
        #expect(notFound.status == 1)
        #expect(notFound.errorLines.count == 1)
        #expect(notFound.stderr.contains("import: HTTP 404 from 127.0.0.1:\(missing.port)"))
        let empty = try LoopbackHTTPServer { _ in LoopbackResponse(status: 204) }
        defer { empty.stop() }
        let noContent = try flash.run("import", empty.baseURL + "/kit.json", "--stage", "preschool", "--name", "away")
        #expect(noContent.errorLines == ["flash: import: HTTP 204 from 127.0.0.1:\(empty.port), an import comes with 200; nothing was imported"])
        #expect(try !listNames().contains("away"))
    }

    // MARK: - Training

    @Test func trainingMixesListsAndAsksMissedCardsAgainUntilEachIsRight() throws {
        try flash.run(["new", "--lang", "es", "--name", "pets", "--no-images"], input: "dog = perro\ncat = gato\n")
        try flash.run(["new", "--lang", "es", "--name", "food", "--no-images"], input: "bread = pan\nmilk = leche\n")
        let spanish = ["dog": "perro", "cat": "gato", "bread": "pan", "milk": "leche"]
        let arguments = ["train", "pets", "food", "--answer", "type", "--direction", "native", "--seed", "3"]
        let order = shownWords(try flash.run(arguments, input: ":s\n:s\n:s\n:s\n").stdout)
        #expect(Set(order.prefix(4)) == Set(spanish.keys))
        // Two misses, two right; the misses come back: the first is missed again, then both are right.
        let fed = ["qqq", "qqq"] + order[2...3].map { spanish[$0]! } + ["qqq", spanish[order[1]]!, spanish[order[0]]!]
        let trained = try flash.run(arguments, input: fed.map { $0 + "\n" }.joined())
        #expect(trained.status == 0)
        #expect(trained.stdout.contains("Training 'pets' + 'food': 4 cards"))
        #expect(shownWords(trained.stdout) == order.prefix(4) + [order[0], order[1], order[0]])
        #expect(trained.stdout.contains("[░░░░░░░░░░░░ 0/4 right"))
        #expect(trained.stdout.contains("[██████░░░░░░ 2/4 right"))
        #expect(trained.stdout.contains("[█████████░░░ 3/4 right"))
        #expect(trained.stdout.contains("Progress ████████████████████ 4/4 right: every card is right."))

        let some = try flash.run(["train", "pets", "food", "--count", "3", "--seed", "3", "--answer", "type"], input: ":q\n")
        #expect(some.stdout.contains(": 3 cards"))
        #expect(some.stdout.contains("Progress ░░░░░░░░░░░░░░░░░░░░ 0/3 right: 3 still to get right."))
        let all = try flash.run(["train", "pets", "--count", "9", "--seed", "3"], input: ":q\n")
        #expect(all.stderr.contains("only 2 cards: asking all of them"))
    }

    @Test func trainingDoesNotCountInStoryScores() throws {
        let arguments = ["train", "newborn: family", "--answer", "type", "--direction", "native", "--count", "2", "--seed", "2"]
        try flash.run("story")
        let order = shownWords(try flash.run(arguments, input: ":s\n:s\n").stdout)
        let trained = try flash.run(arguments, input: order.prefix(2).map { Self.answers["newborn"]![$0]! + "\n" }.joined())
        #expect(trained.stdout.contains("2/2 right: every card is right."))
        #expect(try best("newborn: family", in: "newborn") == nil)
    }
}
