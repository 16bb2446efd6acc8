import Foundation
import Testing
@testable import Support

/// Every bad input gives one line on stderr, a non-zero exit, and leaves existing lists alone.
@Suite struct BadInputTests {
    let flash = FlashRunner()

    init() throws {
        try flash.run("new", "--lang", "es", "--name", "zoo", input: "dog\ncat\n")
    }

    func expectRefused(_ result: FlashResult, status: Int32, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
        let lists = try flash.run("lists", "--json").stdout
        #expect(lists.contains("\"zoo\""), sourceLocation: sourceLocation)
        #expect(try showJSON(flash, "zoo").count == 2, sourceLocation: sourceLocation)
    }

    @Test func emptyInput() throws {
        try expectRefused(flash.run("new", "--lang", "es", "--name", "empty", input: ""), status: 1, mentioning: "at least 2 words")
    }

    @Test func binaryGarbage() throws {
        // Seeded, and the seed printed, so a failure can be replayed.
        let seed = UInt64.random(in: 0...UInt64(Int64.max))
        print("BadInputTests garbage seed: \(seed)")
        var generator = SplitMix64(seed: seed)
        let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) } + [0xFF, 0x00, 0xC3]
        let result = try flash.run(["new", "--lang", "es", "--name", "junk"], input: garbage)
        try expectRefused(result, status: 1, mentioning: "line ")
    }

    @Test func aOneMegabyteLine() throws {
        let line = String(repeating: "x", count: 1_048_576)
        try expectRefused(flash.run("new", "--lang", "es", "--name", "huge", input: "dog\n" + line), status: 1, mentioning: "line 2")
    }

    @Test func anUnknownLanguage() throws {
        try expectRefused(flash.run("new", "--lang", "xx", "--name", "other", input: "dog\ncat\n"), status: 2, mentioning: "unknown language 'xx'")
    }

    @Test func aDuplicateListName() throws {
        try expectRefused(flash.run("new", "--lang", "es", "--name", "ZOO", input: "cow\npig\n"), status: 1, mentioning: "already exists")
        // Issue 19: the refusal says how to replace the list.
        try expectRefused(flash.run("new", "--lang", "es", "--name", "zoo", input: "cow\npig\n"), status: 1, mentioning: "add --replace to replace it")
    }

    @Test func aMissingList() throws {
        try expectRefused(flash.run("show", "zo"), status: 1, mentioning: "did you mean 'zoo'")
        try expectRefused(flash.run("add", "nothing", "cow"), status: 1, mentioning: "no list named 'nothing'")
    }

    @Test func hostileNamesAndControlCharacters() throws {
        try expectRefused(flash.run("new", "--lang", "es", "--name", "a\u{1B}[2Jb", input: "dog\ncat\n"), status: 2, mentioning: "control characters")
        try expectRefused(flash.run("new", "--lang", "es", "--name", String(repeating: "n", count: 61), input: "dog\ncat\n"), status: 2, mentioning: "at most 60")
        try expectRefused(flash.run("new", "--lang", "es", "--name", "bell", input: "dog\nc\u{7}at\n"), status: 1, mentioning: "line 2: control character U+0007")
    }

    @Test func unknownCommandsAndOptionsSuggestTheClosest() throws {
        try expectRefused(flash.run("lsts"), status: 2, mentioning: "did you mean 'lists'")
        try expectRefused(flash.run("new", "--lang", "es", "--nmae", "x"), status: 2, mentioning: "did you mean '--name'")
        try expectRefused(flash.run("new", "--name", "x", input: "dog\ncat\n"), status: 2, mentioning: "--lang is required")
        try expectRefused(flash.run("new", "--lang", "es", "--words", "both", "--name", "x"), status: 2, mentioning: "--words must be one of native, learned")
    }

    @Test func aMissingFile() throws {
        try expectRefused(flash.run("new", "--lang", "es", "/nonexistent/words.txt"), status: 1, mentioning: "cannot read")
    }
}

@Suite struct HelpTests {
    @Test func versionAndHelpWork() throws {
        let flash = FlashRunner()
        #expect(try flash.run("--version").stdout.hasPrefix("flash "))
        let help = try flash.run("help")
        #expect(help.status == 0)
        for command in ["new", "lists", "show", "add", "remove", "edit", "rename", "delete"] {
            #expect(help.stdout.contains("  \(command) "))
            let own = try flash.run(command, "--help")
            #expect(own.status == 0)
            #expect(own.stdout.contains("Usage: flash \(command)"))
            #expect(try flash.run("help", command).stdout == own.stdout)
        }
    }
}
