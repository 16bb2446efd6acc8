import Foundation
import Testing
@testable import Providers
import Support

/// EDICT's lines are screened before their tags are read: the screen lets through every line
/// whose glosses the full reading would match, and holds back the rest.
@Suite struct EDICTGlossaryTests {
    static func screens(_ line: String, keys: Set<String>) -> (mayMatch: Bool, matches: [String]) {
        let wanted = Set(keys.map { Array($0.utf8) })
        var scratch: [UInt8] = [], tags: [String: EDICTGlossary.Tag] = [:]
        return Array(line.utf8).withUnsafeBufferPointer { bytes in
            (EDICTGlossary.mayMatch(bytes, keys: wanted, screen: EDICTGlossary.GlossScreen(wanted), scratch: &scratch),
             EDICTGlossary.matches(in: bytes, keys: wanted, scratch: &scratch, tags: &tags).map { $0.0 })
        }
    }

    /// Tags before a gloss, nested ones too, a parenthesis inside it, case and spaces: what the
    /// full reading matches, the screen lets through.
    @Test(arguments: [
        ("inu [inu] /(n) (1) dog (Canis familiaris)/(2) snoop/(P)/", ["dog"]),
        ("hashiru [hashiru] /(v5r,vi) to run/(P)/", ["to run"]),
        ("x /(a (b) c) Dog/", ["c dog"]),
        ("x /(uk) (arch) old dog/", []),
        ("x /  Big   Dog  /", ["big dog"]),
        ("x /(n)/cat/", ["cat"]),
    ] as [(String, [String])])
    func aLineTheFullReadingMatchesIsLetThrough(_ line: String, _ expected: [String]) {
        let keys: Set<String> = ["dog", "to run", "c dog", "old dog", "big dog", "cat", "snoopy"]
        let (mayMatch, matches) = Self.screens(line, keys: keys)
        #expect(matches == expected)
        #expect(mayMatch || matches.isEmpty)
    }

    /// The full reading strips a leading tag to its first ")", so "(a (b) c) Dog" is "c dog" to
    /// it, not "dog": the screen strips it the same way.
    @Test func aNestedLeadingTagIsStrippedAsTheFullReadingStripsIt() {
        #expect(Self.screens("x /(a (b) c) Dog/", keys: ["c dog"]) == (true, ["c dog"]))
    }

    @Test(arguments: ["inu [inu] /(n) dog/(P)/", "x /(n) cats/", "x /dogs/", "no slash", "/(n) dog/", "x /(dog)/"])
    func aLineWithNoWantedGlossIsHeldBack(_ line: String) {
        #expect(!Self.screens(line, keys: ["cat", "to dog", "dogz", "snoop"]).mayMatch)
    }

    /// A key the screen's length and end bytes let through still has to be a key.
    @Test func theScreenAdmitsByLengthAndEndsThenTheKeysDecide() {
        let screen = EDICTGlossary.GlossScreen([Array("dog".utf8)])
        #expect(screen.admits(Array("dog".utf8)) && screen.admits(Array("dig".utf8)))
        #expect(!screen.admits(Array("dogs".utf8)) && !screen.admits(Array("cog".utf8)) && !screen.admits([]))
    }

    /// Every line of the installed EDICT that the full reading matches for WordNet's most used
    /// lemmas is one the screen lets through, and the screen holds back most lines.
    @Test(.enabled(if: OfflineData.edict.shouldRun && OfflineData.wordNet.shouldRun))
    func theScreenLetsThroughEveryInstalledLineThatMatches() throws {
        try OfflineData.edict.requireInstalled()
        try OfflineData.wordNet.requireInstalled()
        let lemmas = try String(contentsOfFile: WordNetSenses.defaultDirectory + "/cntlist.rev", encoding: .utf8).split(separator: "\n").prefix(4_000)
            .compactMap { $0.split(separator: " ").first?.prefix { $0 != "%" }.replacingOccurrences(of: "_", with: " ") }
        let wanted = Set(lemmas.flatMap { [$0, "to " + $0] }.map { Array($0.utf8) })
        let screen = EDICTGlossary.GlossScreen(wanted)
        var scratch: [UInt8] = [], tags: [String: EDICTGlossary.Tag] = [:]
        var (lines, matched, letThrough) = (0, 0, 0)
        try LineScanner.forEachLine(in: EDICTGlossary.defaultPath) { line in
            lines += 1
            let mayMatch = EDICTGlossary.mayMatch(line, keys: wanted, screen: screen, scratch: &scratch)
            let matches = EDICTGlossary.matches(in: line, keys: wanted, scratch: &scratch, tags: &tags)
            if mayMatch { letThrough += 1 }
            if !matches.isEmpty {
                matched += 1
                #expect(mayMatch, "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(lines > 100_000 && matched > 1_000 && letThrough < lines / 4, "\(matched) matched, \(letThrough) let through of \(lines)")
    }
}
