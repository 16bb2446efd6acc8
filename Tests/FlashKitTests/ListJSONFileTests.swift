import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Interchange

/// flash's JSON of a list read back from a file that may be hostile: numbers at the edges of
/// `Int` are clamped or refused, never a trap; a value of the wrong kind names the card and key.
@Suite struct ListJSONFileTests {
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func file(_ card: String) -> [UInt8] {
        Array(#"{"name": "pets", "native": "en", "learned": "es", "cards": [\#(card)]}"#.utf8)
    }

    @Test func numbersAtTheEdgesOfIntAreClampedNotTrapped() throws {
        let bytes = file(#"""
            {"native": "dog", "learned": "perro", "position": -9223372036854775808, "imageIndex": -9223372036854775808,
             "imageCandidates": [{"url": "u", "source": "s"}], "right": -9223372036854775808, "wrong": 9223372036854775807,
             "reviews": [{"time": "2026-03-01T09:00:00Z", "rating": "good", "milliseconds": -9223372036854775808}]}
            """#)
        let card = try #require(try ListJSONFile.decode(bytes).cards.first)
        let made = try card.card(number: 1, now: now, picture: nil, sound: nil)
        #expect(made.imageIndex == nil && made.right == 0 && made.wrong == Int.max)
        #expect(try card.interchangeReviews(number: 1).first?.milliseconds == 0)
        let last = try #require(try ListJSONFile.decode(file(#"{"native": "a", "learned": "b", "imageIndex": 9223372036854775807}"#)).cards.first)
        #expect(try last.card(number: 1, now: now, picture: nil, sound: nil).imageIndex == nil)
    }

    @Test(arguments: [
        (#"{"native": "dog", "learned": "perro", "gender": "q"}"#, "card 1, gender: Cannot initialize Gender from invalid String value q"),
        (#"{"native": "dog", "learned": 5}"#, "card 1, learned is not text"),
        (#"{"native": "dog", "learned": "perro", "imageIndex": 1e300}"#, "the file: "),
        (#"{"native": "dog", "learned": "perro", "memory": {"state": "review", "due": "never"}}"#, "card 1, memory: Expected date string to be ISO8601-formatted"),
    ])
    func aValueOfTheWrongKindNamesTheCardAndTheKey(card: String, message: String) {
        #expect {
            _ = try ListJSONFile.decode(file(card))
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test(arguments: [
        (#"{"native": "dog", "learned": "perro", "memory": {"state": "forgotten", "due": "2026-03-01T09:00:00Z"}}"#, "card 1 ('dog'): memory state 'forgotten'"),
        (#"{"native": "dog", "learned": "perro", "memory": {"state": "review", "due": "2026-03-01T09:00:00Z", "difficulty": 11}}"#, "card 1 ('dog'): memory difficulty 11.0 is not from 1 to 10"),
        (#"{"native": "dog", "learned": "perro", "memory": {"state": "review", "due": "2026-03-01T09:00:00Z", "stability": -1}}"#, "card 1 ('dog'): memory stability -1.0 is out of range"),
        (#"{"native": "dog", "learned": "perro", "memory": {"state": "learning", "due": "2026-03-01T09:00:00Z", "step": -5}}"#, "card 1 ('dog'): memory reps, lapses or step out of range"),
    ])
    func aMemoryStateTheSchedulerCannotUseIsRefused(card: String, message: String) throws {
        let read = try #require(try ListJSONFile.decode(file(card)).cards.first)
        #expect {
            _ = try read.interchangeMemory(number: 1)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
