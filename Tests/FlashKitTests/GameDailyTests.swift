import Foundation
import Testing
@testable import Model
@testable import Games

/// The daily challenge: words chosen by the day, the same for everyone.
@Suite struct GameDailyTests {
    static let levels: [WordLevel: [String]] = [
        .beginner: ["apple", "happy", "house", "water", "friend", "school"],
        .intermediate: ["journey", "borrow", "ancient", "arrive", "bargain"],
        .advanced: ["reluctant", "meticulous", "ambiguous", "benevolent", "candid"],
        .expert: ["obsequious", "perspicacious", "sesquipedalian", "pusillanimous", "magnanimous"],
    ]

    @Test func aDayGivesFiveDifferentWordsWithOptionsFromTheirLevel() {
        let challenge = DailyChallenge(day: "2026-03-01", levels: Self.levels)
        #expect(challenge.words.count == 5)
        #expect(Set(challenge.words.map(\.word)).count == 5)
        for word in challenge.words {
            #expect(word.options.count == 4 && word.options.contains(word.word))
            #expect(word.options.allSatisfy { Self.levels[word.level]?.contains($0) == true })
        }
    }

    @Test func theSameDayGivesTheSameChallengeAndAnotherDayAnother() {
        #expect(DailyChallenge(day: "2026-03-01", levels: Self.levels) == DailyChallenge(day: "2026-03-01", levels: Self.levels))
        #expect(DailyChallenge(day: "2026-03-01", levels: Self.levels).words != DailyChallenge(day: "2026-03-02", levels: Self.levels).words)
    }

    @Test func theSeedIsStableAcrossRuns() {
        // FNV-1a of "flash daily 2026-03-01": a change here changes every learner's challenge.
        #expect(DailyChallenge.seed(for: "2026-03-01") == Self.fnv("flash daily 2026-03-01"))
        #expect(DailyChallenge.seed(for: "2026-03-01") != DailyChallenge.seed(for: "2026-03-02"))
    }

    @Test func levelFilesSkipCommentsBlanksAndRepeats() {
        #expect(WordLevel.parse("apple\n\n# fruit\nApple\n  pear  \n") == ["apple", "pear"])
        #expect(WordLevel.level(of: "AMBIGUOUS", in: Self.levels) == .advanced)
        #expect(WordLevel.level(of: "zebra", in: Self.levels) == nil)
    }

    static func fnv(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
