import Foundation
import FlashTestSupport
import Testing

extension FlashRunner {
    /// A runner for the games: a fixed clock, and definitions from the offline table only
    /// (whatever WordNet is installed).
    static func games(now: String = "2026-03-01T09:00:00Z") -> FlashRunner {
        let flash = FlashRunner(now: now)
        flash.environment["FLASH_DEFINITIONS"] = "fixtures"
        return flash
    }

    /// Writes the user's flash.conf (private, so flash does not warn).
    func configure(_ text: String) throws {
        let folder = home.appendingPathComponent("config/flash")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("flash.conf")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    }

    /// `flash ARGUMENTS --json`, decoded.
    func json(_ arguments: String...) throws -> [String: Any] {
        let output = try run(arguments + ["--json"]).stdout
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    /// The current profile's statistics from `flash profile --json`.
    func stats(profile: String = "default") throws -> [String: Any] {
        try json("--profile", profile, "profile")["stats"] as? [String: Any] ?? [:]
    }
}

/// One question of `buzz` or `daily` as printed: its header, definition and options.
struct QuizBlock: Equatable {
    let header: String
    let definition: String
    let options: [String]

    /// The fixture table's definitions (first sense) to their words.
    static let words: [String: String] = {
        let table = FlashRunner.repository.appendingPathComponent("Fixtures/definitions/en.tsv")
        var words: [String: String] = [:]
        for line in ((try? String(contentsOf: table, encoding: .utf8)) ?? "").split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.count > 4, words[columns[4]] == nil { words[columns[4]] = columns[0] }
        }
        return words
    }()

    /// Every question block in a game's output, repeats included.
    static func all(_ output: String) -> [QuizBlock] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { index in
            guard lines[index].hasPrefix("["), lines[index].contains("score"), index + 2 < lines.count else { return nil }
            let options = lines[index + 2].split(separator: ")").dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "   ")[0]
            }
            return QuizBlock(header: lines[index], definition: lines[index + 1].trimmingCharacters(in: .whitespaces), options: options)
        }
    }

    /// The distinct questions, in order.
    static func questions(_ output: String) -> [QuizBlock] {
        all(output).filter { !$0.header.contains("again") }
    }

    var word: String? { Self.words[definition] }
    /// The right option's number, and a wrong one's.
    var right: String { "\((options.firstIndex { $0 == word } ?? -1) + 1)" }
    var wrong: String { right == "1" ? "2" : "1" }

    /// Input that answers every question right within four tries, whatever the questions are.
    static func anyAnswers(_ questions: Int) -> String { String(repeating: "1\n2\n3\n4\n", count: questions) }

    /// The questions `flash ARGUMENTS` asks, played through on a fresh data directory.
    static func probe(_ arguments: [String], questions: Int, now: String = "2026-03-01T09:00:00Z") throws -> [QuizBlock] {
        let output = try FlashRunner.games(now: now).run(arguments, input: anyAnswers(questions)).stdout
        return Self.questions(output)
    }
}

/// The games through the built binary: scripted answers, a fixed clock and seeds.
@Suite struct GamesTests {
    let flash = FlashRunner.games()

    /// The round lines of a guessing game ("[1/15, 0 wrong] perro = dog? (y/n)").
    func rounds(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("[") && $0.hasSuffix("(y/n)") }
    }

    // MARK: guess

    @Test func fifteenAnswersEndAGameAndTheBestScoreIsKeptAcrossGames() throws {
        try flash.configure("guess.truth = 0\n")
        let input = String(repeating: "n\n", count: 15) + "y\n" + "y\ny\ny\n" + "n\n"
        let result = try flash.run("guess", "--seed", "3", input: input)
        #expect(result.status == 0)
        #expect(rounds(result.stdout).count == 18)
        #expect(result.stdout.contains("Game over (after 15 answers): 15 right, 0 wrong.\nBest score: 15 right (a new best!)"))
        #expect(result.stdout.contains("Game over (3 wrong): 0 right, 3 wrong.\nBest score: 15 right\n"))
        #expect(result.stdout.components(separatedBy: "Play again? [y/N]").count == 3)
        let again = try flash.run("guess", "--seed", "4", input: "y\ny\ny\n")
        #expect(again.stdout.contains("Best score: 15 right\n"))
        let stats = try flash.stats()
        #expect(stats["bestGuess"] as? Int == 15)
        #expect((stats["gamesPlayed"] as? [String: Int])?["guess"] == 3)
    }

    @Test func theThirdWrongAnswerEndsAGame() throws {
        try flash.configure("guess.truth = 1\n")
        let input = "y\nn\ny\nmaybe\nn\nn\n"
        let result = try flash.run("guess", "--seed", "1", input: input)
        #expect(rounds(result.stdout).count == 5)
        #expect(result.stdout.contains("Type y or n"))
        #expect(result.stdout.contains("Game over (3 wrong): 2 right, 3 wrong."))
        #expect(result.stdout.hasSuffix("Play again? [y/N] "))
        let stats = try flash.stats()
        #expect(stats["answers"] as? Int == 5 && stats["rightAnswers"] as? Int == 2)
    }

    /// On the real clock a round left unanswered past `guess.seconds` is too slow, counted
    /// wrong. (How late answers are judged is the engine's: GameEngineTests.)
    @Test func aRoundLeftUnansweredPastGuessSecondsIsTooSlow() throws {
        flash.environment["FLASH_NOW"] = nil
        try flash.configure("guess.truth = 1\nguess.seconds = 0.5\n")
        let game = try flash.startHeldOpen(["guess", "--seed", "1"])
        #expect(game.waitFor("too slow (0.5 s): counted wrong", seconds: 120))
        game.type(":q\n")
        let result = game.finish()
        #expect(result.status == 0)
        #expect(result.stdout.contains("Game stopped: 0 right, 1 wrong"))
        #expect(try flash.stats()["bestGuess"] as? Int == 0)
    }

    @Test func theSameSeedDealsTheSameRounds() throws {
        let three = "y\ny\ny\n:q\n"
        let first = try flash.run("guess", "--seed", "42", input: three).stdout
        let second = try FlashRunner.games().run("guess", "--seed", "42", input: three).stdout
        #expect(rounds(first).count == 3 && rounds(first) == rounds(second))
        #expect(first.contains("GuessTranslation's words, 30 words, seed 42"))
    }

    @Test func aListIsPlayedAndItsCardsCountTheAnswers() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nhorse = caballo\n")
        try flash.configure("guess.truth = 1\n")
        let result = try flash.run("guess", "pets", "--seed", "2", input: String(repeating: "y\n", count: 15))
        #expect(result.stdout.contains("Game over (after 15 answers): 15 right, 0 wrong."))
        #expect(Set(rounds(result.stdout).map { $0.components(separatedBy: "] ")[1] }) == ["perro = dog? (y/n)", "gato = cat? (y/n)", "caballo = horse? (y/n)"])
        let cards = try flash.json("show", "pets")["cards"] as? [[String: Any]] ?? []
        #expect(cards.compactMap { $0["right"] as? Int }.reduce(0, +) == 15)
        // Issue 19: the counters a game raises come with the answers behind them.
        let dog = try flash.run("edit", "pets", "dog").stdout
        let right = cards.first { $0["native"] as? String == "dog" }?["right"] as? Int ?? 0
        #expect(dog.contains("  in games (counted in right and wrong, not in the memory):"), "\(dog)")
        #expect(dog.components(separatedBy: "  guess  right (said yes)").count - 1 == right && right > 0)
    }

    @Test func aWordFileIsTranslatedByTheFixtureTables() throws {
        try flash.configure("guess.truth = 1\n")
        let file = flash.file("mine.txt", "dog = perro\ncat\nhouse\nzzzqx\n")
        let result = try flash.run("guess", "--words", file, "--seed", "1", input: ":q\n")
        #expect(result.stdout.contains("(mine.txt, 3 words, seed 1)"))
        #expect(result.stderr.contains("zzzqx"))
        let json = try flash.run("guess", "--words", FlashRunner.repository.appendingPathComponent("Fixtures/words/guess-words.json").path, "--seed", "1", input: ":q\n")
        #expect(json.stdout.contains("(guess-words.json, 30 words, seed 1)"))
        let bad = try flash.run("guess", "pets", "--words", file)
        #expect(bad.status == 2)
    }

    // MARK: buzz

    @Test func buzzScoresRightAndWrongAndAsksTheSameQuestionAgain() throws {
        let arguments = ["buzz", "--rounds", "3", "--seed", "2"]
        let questions = try QuizBlock.probe(arguments, questions: 3)
        #expect(questions.count == 3 && questions.allSatisfy { $0.word != nil })
        let input = [questions[0].wrong, questions[0].right, questions[1].right, questions[2].wrong, questions[2].wrong, questions[2].right]
        let result = try flash.run(arguments, input: input.joined(separator: "\n") + "\n")
        let asked = QuizBlock.all(result.stdout)
        #expect(asked.map(\.definition) == [0, 0, 1, 2, 2, 2].map { questions[$0].definition })
        #expect(asked[1].header.contains("again") && asked[1].options == asked[0].options)
        #expect(result.stdout.contains("✘ wrong -100 (score -100, streak 0): try again"))
        #expect(result.stdout.contains("✔ right +200 (score 300, streak 2)"))
        #expect(result.stdout.contains("Game over: 3 right, 3 wrong, score 300."))
        #expect(result.stdout.contains("Best streak this game: 2 (400 points)."))
        let stats = try flash.json("profile")
        #expect(stats["highScore"] as? Int == 400)
        #expect((stats["stats"] as? [String: Any])?["bestStreak"] as? Int == 2)
        let text = try flash.run("profile").stdout
        #expect(text.contains("High score:       400") && text.contains("Best streak:      2"))
    }

    @Test func buzzStopsAtTheEndOfInputAndKeepsTheAnswersGiven() throws {
        let arguments = ["buzz", "--level", "expert", "--seed", "5"]
        let questions = try QuizBlock.probe(arguments, questions: 1)
        let result = try flash.run(arguments, input: questions[0].right + "\n")
        #expect(result.stdout.contains("Buzz (expert): 10 questions"))
        #expect(result.stdout.contains("Game stopped: 1 right, 0 wrong, score 200."))
        #expect(try flash.json("profile")["highScore"] as? Int == 200)
        let none = try flash.run("buzz", "--seed", "5", input: ":q\n")
        #expect(none.stdout.contains("Game stopped before the first answer."))
        #expect(try flash.run("buzz", "--level", "hard").status == 2)
    }

    // MARK: daily

    @Test func theDailyChallengeIsTheSameForEveryProfileAndOncePerDay() throws {
        let ana = try flash.run(["--profile", "ana", "daily"], input: QuizBlock.anyAnswers(5))
        let bob = try flash.run(["--profile", "bob", "daily"], input: QuizBlock.anyAnswers(5))
        #expect(QuizBlock.questions(ana.stdout).count == 5)
        #expect(QuizBlock.questions(ana.stdout) == QuizBlock.questions(bob.stdout))
        #expect(ana.stdout.contains("Daily challenge done: score"))
        let again = try flash.run(["--profile", "ana", "daily"], input: QuizBlock.anyAnswers(5))
        #expect(again.status == 0)
        #expect(again.stdout.contains("You did today's challenge (2026-03-01)"))
        #expect(again.stdout.contains("The next one opens tomorrow, 2026-03-02"))
        #expect(QuizBlock.all(again.stdout).isEmpty)
        let stats = try flash.stats(profile: "ana")
        #expect(stats["dailiesDone"] as? Int == 1 && (stats["gamesPlayed"] as? [String: Int])?["daily"] == 1)

        // 02:00 still belongs to the study day of the 1st (days start at 4 a.m., as for the streak).
        let night = try flash.run(["--profile", "ana", "daily"], input: Array(QuizBlock.anyAnswers(5).utf8),
                                  environment: ["FLASH_NOW": "2026-03-02T02:00:00Z"])
        #expect(night.stdout.contains("You did today's challenge (2026-03-01)"))
        #expect(night.stdout.contains("(in 2 h 00 min)"))

        let tomorrow = try flash.run(["--profile", "ana", "daily"], input: Array(QuizBlock.anyAnswers(5).utf8),
                                     environment: ["FLASH_NOW": "2026-03-02T08:00:00Z"])
        #expect(tomorrow.stdout.contains("Daily challenge 2026-03-02"))
        #expect(QuizBlock.questions(tomorrow.stdout).map(\.definition) != QuizBlock.questions(ana.stdout).map(\.definition))
    }

    @Test func aStoppedDailyChallengeCanBeStartedAgainTheSameDay() throws {
        let stopped = try flash.run("daily", input: ":q\n")
        #expect(stopped.stdout.contains("Stopped after 0 of 5 words"))
        let questions = QuizBlock.questions(stopped.stdout)
        let finished = try flash.run("daily", input: QuizBlock.probeAnswers(questions, from: flash))
        #expect(finished.stdout.contains("Daily challenge done: score 1000, 0 wrong, best streak 5."))
        #expect(try flash.json("profile")["highScore"] as? Int == 1000)
    }
}

extension QuizBlock {
    /// The right answers to a daily challenge, found by playing it on a fresh data directory.
    static func probeAnswers(_ first: [QuizBlock], from flash: FlashRunner) throws -> String {
        let probe = FlashRunner.games()
        probe.environment["FLASH_NOW"] = flash.environment["FLASH_NOW"]
        let questions = questions(try probe.run("daily", input: anyAnswers(5)).stdout)
        #expect(questions.first == first.first)
        return questions.map { $0.right + "\n" }.joined()
    }
}

/// The guessing game's timer on the real clock, with standard input left open as on a terminal.
@Suite struct GuessRealClockTests {
    @Test func noAnswerInTimeIsWrongOnTheRealClock() throws {
        let flash = FlashRunner()
        try flash.configure("guess.seconds = 0.5\n")
        let output = flash.home.appendingPathComponent("timer.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let input = Pipe()
        let process = Process()
        process.executableURL = FlashRunner.executable
        process.arguments = ["guess", "--seed", "1"]
        process.environment = flash.environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        var text = ""
        while !text.contains("Play again?"), Date().timeIntervalSince(started) < 120 {
            Thread.sleep(forTimeInterval: 0.05)
            text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        }
        try input.fileHandleForWriting.close()
        process.waitForEnd()
        #expect(text.components(separatedBy: "too slow (0.5 s)").count == 4)
        #expect(text.contains("Game over (3 wrong): 0 right, 3 wrong."))
        #expect(Date().timeIntervalSince(started) >= 1.5)
        #expect(process.endStatus == 0)
    }
}
