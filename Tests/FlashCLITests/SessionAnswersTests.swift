import Foundation
import Testing

/// What a session makes of answers: another card's answer typed in choice mode, and sessions
/// without answers, which are no results.
@Suite struct SessionAnswersTests {
    let flash = FlashRunner(now: "2026-03-01T09:00:00Z")
    static let words = ["dog": "perro", "cat": "gato", "horse": "caballo", "cow": "vaca", "bird": "pájaro"]

    init() throws {
        let input = Self.words.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)\n" }.joined()
        try flash.run("new", "--lang", "es", "--name", "pets", "--no-images", input: input)
    }

    func results() throws -> [String: Any] {
        let output = try flash.run("results", "pets", "--json").stdout
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    @Test func inChoiceModeTypingAnotherCardsAnswerNamesThatCard() throws {
        let arguments = ["learn", "pets", "--seed", "1", "--options", "2"]
        let probe = try flash.run(arguments, input: ":q\n").stdout.split(separator: "\n").map(String.init)
        let question = try #require(probe.firstIndex { $0.hasPrefix("[1/5") })
        let shown = try #require(shownWords(probe[question]).first)
        let offered = probe[question + 1]
        let english = Self.words.first { $0.value == shown }?.key
        let other = try #require(Self.words.first { $0.key != english && !offered.contains($0.key) })

        let session = try flash.run(arguments, input: "\(other.key)\n:q\n")
        #expect(session.stdout.contains("✘ wrong: the answer is \(english ?? "?") ('\(other.key)' is the answer to '\(other.value)')"))
    }

    @Test func aReviewWithoutInputIsNoResult() throws {
        #expect(try flash.run("review", "pets").status == 0)
        #expect(try flash.run("learn", "pets", "--seed", "1", input: ":q\n").status == 0)
        let shown = try flash.run("results", "pets")
        #expect(shown.stdout.contains("No sessions yet"))
        #expect(!shown.stdout.contains("0/0"))
        let json = try results()
        #expect(json["last"] == nil || json["last"] is NSNull)
        #expect((json["totals"] as? [String: Any])?["sessions"] as? Int == 0)
        #expect((json["recent"] as? [Any])?.isEmpty == true)
    }

    @Test func emptySessionsLeaveTheTotalsAndChartsOfRealOnes() throws {
        try flash.run("learn", "pets", "--seed", "1", input: "1\n2\n")
        try flash.run("review", "pets")
        try flash.run("learn", "pets", "--seed", "2", input: "1\n")
        try flash.run("learn", "pets", "--seed", "3", input: ":q\n")
        let json = try results()
        #expect((json["totals"] as? [String: Any])?["sessions"] as? Int == 2)
        #expect((json["totals"] as? [String: Any])?["answers"] as? Int == 3)
        #expect((json["recent"] as? [[String: Any]])?.map { $0["answered"] as? Int } == [2, 1])
        #expect((json["last"] as? [String: Any])?["answered"] as? Int == 1)
    }
}
