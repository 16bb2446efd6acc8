import Foundation
import Testing

/// Profiles through the built binary: separate lists, names and avatars, reset, leaderboard.
@Suite struct ProfileTests {
    let flash = FlashRunner.games()

    static let pets = "dog = perro\ncat = gato\nhorse = caballo\n"

    /// Lists made, and a finished guessing game of 15 right answers on `pets`, for `profile`.
    func progress(_ profile: String) throws {
        try flash.run(["--profile", profile, "new", "--lang", "es", "--name", "pets", "--no-images"], input: Self.pets)
        try flash.configure("guess.truth = 1\n")
        try flash.run(["--profile", profile, "guess", "pets", "--seed", "1"], input: String(repeating: "y\n", count: 15))
    }

    @Test func eachProfileHasItsOwnLists() throws {
        try flash.run(["--profile", "ana", "new", "--lang", "es", "--name", "pets", "--no-images"], input: Self.pets)
        #expect(try flash.run("--profile", "ana", "lists").stdout.contains("pets"))
        #expect(try flash.run("lists").stdout.contains("No lists yet"))
        let bob = try flash.run(["lists"], environment: ["FLASH_PROFILE": "Bob"])
        #expect(bob.stdout.contains("No lists yet"))
        #expect(try flash.run("--profile", "ANA", "show", "pets").status == 0)
        let profiles = try flash.run("profiles").stdout
        #expect(profiles.contains("ana") && profiles.contains("Bob") && profiles.contains("*  default"))
    }

    @Test func nameAndAvatarAreChangedAndChecked() throws {
        try flash.run("--profile", "bob", "profiles")
        let changed = try flash.run("profile", "--name", "Ana", "--avatar", "🐱")
        #expect(changed.status == 0 && changed.stdout.contains("Renamed 'default' to 'Ana'"))
        let profile = try flash.run("--profile", "ana", "profile").stdout
        #expect(profile.hasPrefix("🐱 Ana\n"))
        #expect(try flash.run("--profile", "ana", "profile", "--name", "BOB").status == 1)
        #expect(try flash.run("--profile", "ana", "profile", "--name", String(repeating: "x", count: 41)).status == 2)
        #expect(try flash.run("--profile", "ana", "profile", "--avatar", "abc").status == 2)
        #expect(try flash.run("--profile", "ana", "profile", "--avatar", "\u{1B}[31m").status == 2)
        let list = try JSONSerialization.jsonObject(with: Data(try flash.run("profiles", "--json").stdout.utf8)) as? [[String: Any]]
        #expect(list?.compactMap { $0["name"] as? String }.sorted() == ["Ana", "bob"], "renaming keeps the learner in the profile")
    }

    @Test func theProfileShowsItsProgress() throws {
        try progress("ana")
        try flash.run("--profile", "ana", "word", "apple", "--fav")
        let text = try flash.run("--profile", "ana", "profile").stdout
        for line in ["Lists:            1", "Tests taken:      0", "Exams taken:      0", "Answers:          15/15 right (100%)",
                     "Games played:     1 (guess 1, buzz 0, daily 0)", "Best guess game:  15 right", "Favourites:       1"] {
            #expect(text.contains(line))
        }
    }

    @Test func resetNeedsTheTypedNameAndErasesProgressButNotLists() throws {
        try progress("Ana")
        try flash.run("--profile", "ana", "word", "apple", "--fav")
        let refused = try flash.run(["--profile", "ana", "profile", "reset"], input: "bob\n")
        #expect(refused.status == 1 && refused.stderr.contains("nothing was erased"))
        #expect(try flash.stats(profile: "ana")["answers"] as? Int == 15)
        #expect(try flash.run("--profile", "ana", "profile", "reset").status == 1)

        let reset = try flash.run(["--profile", "ana", "profile", "reset"], input: "ana\n")
        #expect(reset.status == 0 && reset.stdout.contains("Erased 1 session (15 answers) and 1 game score; lists kept."))
        let stats = try flash.stats(profile: "ana")
        #expect(stats["answers"] as? Int == 0 && stats["bestGuess"] as? Int == 0 && (stats["gamesPlayed"] as? [String: Int]) == [:])
        #expect(stats["lists"] as? Int == 1 && stats["favourites"] as? Int == 1)
        let cards = try flash.json("--profile", "ana", "show", "pets")["cards"] as? [[String: Any]] ?? []
        #expect(cards.count == 3 && cards.allSatisfy { $0["right"] as? Int == 0 && $0["wrong"] as? Int == 0 })
    }

    @Test func theLeaderboardRanksProfilesByHighScore() throws {
        let arguments = ["buzz", "--rounds", "3", "--seed", "8"]
        let questions = try QuizBlock.probe(arguments, questions: 3)
        let allRight = questions.map { $0.right + "\n" }.joined()
        let oneStreak = [questions[0].right, questions[1].wrong, questions[1].right, questions[2].wrong, questions[2].right]
        try flash.run(["--profile", "ana"] + arguments, input: allRight)
        try flash.run(["--profile", "bob"] + arguments, input: oneStreak.joined(separator: "\n") + "\n")
        try flash.run(["--profile", "cy"] + arguments, input: ":q\n")
        try flash.run("--profile", "dee", "profile", "--avatar", "🦊")
        try flash.run(["--profile", "dee"] + arguments, input: allRight)
        let board = try JSONSerialization.jsonObject(with: Data(try flash.run("leaderboard", "--json").stdout.utf8)) as? [[String: Any]] ?? []
        #expect(board.compactMap { $0["name"] as? String } == ["ana", "dee", "bob"])
        #expect(board.compactMap { $0["rank"] as? Int } == [1, 1, 3])
        #expect(board.compactMap { $0["highScore"] as? Int } == [600, 600, 200])
        let text = try flash.run("leaderboard").stdout
        #expect(text.contains("dee   600         3            🦊"))
        #expect(try FlashRunner.games().run("leaderboard").stdout.contains("No high scores yet"))
    }
}
