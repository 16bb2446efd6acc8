import Foundation
import Testing

/// Each session plan honours the options it is given or refuses them (exit 2): none is ignored.
@Suite struct SessionPlanTests {
    let flash = FlashRunner()

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: "dog = perro\ncat = gato\nhorse = caballo\nfish = pez\n")
    }

    func review(_ options: String...) throws -> FlashResult {
        try flash.run(["review", "--answer", "type", "--seed", "3"] + options, input: Array("x\nx\nx\nx\nx\n".utf8),
                      environment: ["FLASH_NOW": "2026-03-01T09:00:00Z"])
    }

    @Test func reviewAsksOnlyCountCards() throws {
        let result = try review("--count", "2")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Reviewing 'pets': 2 cards"))
        #expect(result.stdout.contains("0/2 right"))
    }

    @Test func reviewCountAndLimitTogetherAskTheSmaller() throws {
        #expect(try review("--count", "3", "--limit", "1").stdout.contains("Reviewing 'pets': 1 card,"))
        #expect(try review("--limit", "3", "--count", "2").stdout.contains("Reviewing 'pets': 2 cards"))
    }

    @Test func reviewWithoutCountAsksEveryNewCard() throws {
        #expect(try review().stdout.contains("Reviewing 'pets': 4 cards"))
    }

    @Test func theSameSeedAsksTheSameOrder() throws {
        let run = { try self.flash.run(["learn", "pets", "--seed", "5", "--count", "3", "--direction", "native"], input: ":q\n").stdout }
        let first = try run(), second = try run()
        #expect(first == second)
        #expect(first.contains(": 3 cards"))
    }

    @Test func aKitTestRefusesStrictItDoesNotHonour() throws {
        let result = try flash.run("story", "test", "newborn: family", "--strict")
        #expect(result.status == 2)
        #expect(result.stderr == "flash: story test does not take --strict\n")
    }
}
