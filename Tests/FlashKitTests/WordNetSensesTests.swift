import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Providers

/// WordNetSenses on a small database written here: how readings are found, counted and ordered.
@Suite struct WordNetSensesTests {
    typealias Reading = WordNetSenses.Reading

    /// index files (the licence lines start with a space), exceptions and sense counts, in
    /// WordNet's formats.
    static func tinyDatabase() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let files = [
            "index.noun": "  1 This software and database is being provided\nbank n 2 2 @ ~ 2 1 09213565 08420278  \nberry n 1 1 @ 1 0 07742313  \n"
                + "mouse n 1 1 @ 1 0 02330245  \nred n 1 1 @ 1 0 04962784  \ntie n 1 1 @ 1 0 00000001  \nwashing_machine n 1 1 @ 1 0 04554684  \n",
            "index.verb": "bank v 1 1 @ 1 0 02787772  \nmouse v 1 1 @ 1 0 01911906  \ntie v 1 1 @ 1 0 00000002  \n",
            "index.adj": "red a 1 1 & 1 0 00381097  \n",
            "noun.exc": "geese goose\nmice mouse\n",
            "cntlist.rev": "bank%1:14:00:: 1 5\nbank%1:17:01:: 2 4\nbank%2:40:00:: 1 12\nred%5:00:01:chromatic:00 1 43\n"
                + "red%3:00:00:: 2 26\nred%1:07:00:: 1 17\nberry%1:13:00:: 1 3\nberry\nmouse%2:35:00:: 1 x\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.url.appendingPathComponent(name)) }
        return folder
    }

    /// The noun "bank" has two synsets in the index ("bank n 2 ..."), the verb one.
    @Test func countsAddUpPerPartOfSpeechAndTheMostUsedComesFirst() throws {
        let folder = try Self.tinyDatabase()
        let senses = try #require(WordNetSenses(directory: folder.path))
        let readings = try senses.readings(of: ["bank", "red"])
        #expect(readings["bank"] == [Reading(lemma: "bank", partOfSpeech: .verb, count: 12), Reading(lemma: "bank", partOfSpeech: .noun, count: 9, senses: 2)])
        #expect(readings["red"] == [Reading(lemma: "red", partOfSpeech: .adjective, count: 69), Reading(lemma: "red", partOfSpeech: .noun, count: 17)])
    }

    /// The index line's last fields are the lemma's synsets, most used first.
    @Test func synsetsComeFromTheIndexLinesMostUsedFirst() throws {
        let folder = try Self.tinyDatabase()
        let synsets = try #require(WordNetSenses(directory: folder.path)).synsets(of: ["bank", "red", "washing_machine", "xyzzy"])
        #expect(synsets["bank"] == [.noun: [9_213_565, 8_420_278], .verb: [2_787_772]])
        #expect(synsets["red"] == [.noun: [4_962_784], .adjective: [381_097]])
        #expect(synsets["washing_machine"] == [.noun: [4_554_684]])
        #expect(synsets["xyzzy"] == nil)
    }

    @Test func inflectedFormsLeadToTheirLemmaByExceptionOrSuffixRule() throws {
        let folder = try Self.tinyDatabase()
        let readings = try #require(WordNetSenses(directory: folder.path)).readings(of: ["mice", "berries", "banks", "banking"])
        #expect(readings["mice"] == [Reading(lemma: "mouse", partOfSpeech: .noun, count: 0)])
        #expect(readings["berries"] == [Reading(lemma: "berry", partOfSpeech: .noun, count: 3)])
        #expect(readings["banks"] == [Reading(lemma: "bank", partOfSpeech: .verb, count: 12), Reading(lemma: "bank", partOfSpeech: .noun, count: 9, senses: 2)])
        #expect(readings["banking"] == [Reading(lemma: "bank", partOfSpeech: .verb, count: 12)])
    }

    @Test func equalCountsKeepWordNetsFileOrder() throws {
        let folder = try Self.tinyDatabase()
        let readings = try #require(WordNetSenses(directory: folder.path)).readings(of: ["tie", "mouse"])
        #expect(readings["tie"]?.map(\.partOfSpeech) == [.noun, .verb])
        #expect(readings["mouse"]?.map(\.partOfSpeech) == [.noun, .verb])
    }

    @Test func wordsAreKeyedInLowerCaseWithTheirSpaces() throws {
        let folder = try Self.tinyDatabase()
        let readings = try #require(WordNetSenses(directory: folder.path)).readings(of: ["Washing Machine", "RED", "xyzzy", ""])
        #expect(readings["washing machine"] == [Reading(lemma: "washing machine", partOfSpeech: .noun, count: 0)])
        #expect(readings["red"]?.first?.partOfSpeech == .adjective)
        #expect(readings["xyzzy"] == [])
        #expect(readings[""] == [])
        #expect(readings.count == 4)
    }

    @Test func aDirectoryWithoutTheDatabaseGivesNil() {
        let folder = TemporaryDirectory()
        #expect(WordNetSenses(directory: folder.path) == nil)
        #expect(WordNetSenses(directory: folder.path + "/absent") == nil)
    }

    @Test func noWordsGiveNoReadings() throws {
        let folder = try Self.tinyDatabase()
        #expect(try #require(WordNetSenses(directory: folder.path)).readings(of: []).isEmpty)
    }
}

/// WordNetSenses against Debian's wordnet-base in /usr/share/wordnet. Skipped when it is
/// absent, unless FLASH_REQUIRE_OFFLINE_DATA=1 makes that a failure.
@Suite(.enabled(if: OfflineData.wordNet.shouldRun, "wordnet-base is not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct WordNetSensesInstalledTests {
    static let words = ["red", "mice", "went", "dogs", "washing machine", "xyzzyqq"]

    func readings() throws -> [String: [WordNetSenses.Reading]] {
        try OfflineData.wordNet.requireInstalled()
        return try #require(WordNetSenses()).readings(of: Self.words)
    }

    @Test func redIsReadAsAnAdjectiveBeforeANounBothCounted() throws {
        let red = try #require(try readings()["red"])
        #expect(red.prefix(2).map(\.partOfSpeech) == [.adjective, .noun])
        #expect(red.prefix(2).allSatisfy { $0.lemma == "red" && $0.count > 0 })
        #expect(red[0].count > red[1].count)
    }

    @Test(arguments: [("mice", "mouse", PartOfSpeech.noun), ("went", "go", .verb), ("dogs", "dog", .noun)])
    func anInflectedFormIsReadAsItsLemma(form: String, lemma: String, partOfSpeech: PartOfSpeech) throws {
        let first = try #require(try readings()[form]?.first)
        #expect(first.lemma == lemma)
        #expect(first.partOfSpeech == partOfSpeech)
        #expect(first.count > 0)
    }

    @Test func dogsCanAlsoBeTheVerbButLessOften() throws {
        let dogs = try #require(try readings()["dogs"])
        let verb = try #require(dogs.first { $0.partOfSpeech == .verb })
        #expect(verb.lemma == "dog")
        #expect(verb.count < dogs[0].count)
    }

    @Test func aWashingMachineIsANoun() throws {
        let readings = try #require(try readings()["washing machine"])
        #expect(readings.map(\.partOfSpeech) == [.noun])
        #expect(readings.first?.lemma == "washing machine")
    }

    @Test func anUnknownWordHasNoReadings() throws {
        #expect(try readings()["xyzzyqq"] == [])
    }
}
