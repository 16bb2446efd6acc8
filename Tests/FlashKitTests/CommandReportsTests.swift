import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Providers
@testable import ListMaker
@testable import Reports
@testable import Games

/// What the commands print, made in FlashKit: list-making summaries, tables, cards of words and
/// profiles, charts, each as a person reads it and as JSON.
@Suite struct CommandReportsTests {
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func list(_ name: String = "my words", images: Bool = true) throws -> WordList {
        WordList(id: 1, name: name, study: try Study(native: .english, learned: Language(code: "es")), style: .blue, images: images,
                 created: now, cardCount: 2)
    }

    @Test func sourcesWithTheSameCountAreNamedInTheSameOrderEveryRun() {
        let pairs = [("apertium+freedict", 2), ("apertium", 2), ("you", 1), ("apertium+freedict+cldr", 2), ("fixtures", 3)]
        for _ in 0..<20 {
            // A dictionary made afresh, from its pairs shuffled: its order differs from one to the next.
            var counts = Dictionary(uniqueKeysWithValues: pairs.shuffled())
            counts.reserveCapacity(Int.random(in: 5...64))
            #expect(BuildSummary.sources(counts, missing: 1, noun: "untranslated")
                == "3 from fixtures, 2 from apertium, 2 from apertium+freedict, 2 from apertium+freedict+cldr, 1 your own, 1 untranslated")
        }
    }

    @Test func aSummarySaysWhereTranslationsCameFromAndHowToFixWhatIsMissing() throws {
        var report = BuildReport()
        report.cards = [Card(native: "dog", learned: "perro", created: now)]
        report.translatedBy = ["offline": 1]
        report.untranslated = (1...12).map { "word\($0)" }
        let duplicates = [DuplicateWord(text: "dog", line: 3, firstLine: 1)]
        let lines = BuildSummary(list: try list(), report: report, duplicates: duplicates, side: .native, verb: "Made").lines
        #expect(lines[0] == "Made 1 card in 'my words'.")
        #expect(lines[1] == "  translations: 1 from offline, 12 no translation")
        #expect(lines.contains("  skipped 'dog' on line 3: a duplicate of line 1"))
        #expect(lines.contains("  word1    fix: flash edit 'my words' word1 --translation TEXT"))
        #expect(lines.filter { $0.contains("fix:") }.count == BuildSummary.fixLines)
        #expect(lines.contains("  and 2 more: flash show 'my words' --untranslated"))
        #expect(!lines.contains { $0.hasPrefix("  images:") })
    }

    @Test func aSummaryAsJSONKeepsItsFieldNames() throws {
        let json = JSONOutput.encode(BuildSummary(list: try list(), report: BuildReport(), duplicates: [], side: .native, verb: "Added"))
        for key in ["\"list\"", "\"cards\"", "\"translatedBy\"", "\"untranslated\"", "\"verb\" : \"Added\""] { #expect(json.contains(key), "\(key)") }
    }

    @Test func wordsAlreadyInTheListAreTakenOutOnTheirSide() {
        var parsed = ParsedList(words: [ParsedWord(text: "Dog", line: 1), ParsedWord(text: "owl", line: 2)], duplicates: [])
        let known = parsed.removeKnown([Card(native: "dog", learned: "perro", created: now)], side: .native)
        #expect(known.map(\.text) == ["Dog"] && parsed.words.map(\.text) == ["owl"])
        var learned = ParsedList(words: [ParsedWord(text: "dog", line: 1)], duplicates: [])
        #expect(learned.removeKnown([Card(native: "dog", learned: "perro", created: now)], side: .learned).isEmpty)
    }

    @Test func theListTableNamesLanguagesAndAnEmptyOneSaysHowToStart() throws {
        #expect(ListTable([]).text(style: .plain) == "No lists yet. Make one: flash new --lang es words.txt")
        let text = ListTable([try list()]).text(style: .plain)
        #expect(text.hasPrefix("NAME      LANGUAGES"))
        #expect(text.contains("my words  English → Spanish  2      2026-03-01  blue"))
        #expect(ListTable([try list()]).json.contains("\"learned\" : \"es\""))
    }

    @Test func aWordIsShownWithItsPronunciationFrequencyAndSenses() {
        let entry = WordEntry(word: "house", ipa: "haʊs", senses: [
            WordEntry.Sense(partOfSpeech: "noun", definition: "A building.", example: "a big house", synonyms: ["home"]),
        ], frequency: 5.7, source: "wordnet")
        let lines = WordExplanation(entry: entry, level: .beginner).lines(style: .plain)
        #expect(lines[0] == "house  /haʊs/")
        #expect(lines[1].hasSuffix("beginner · from wordnet"))
        #expect(lines[2] == "  1. (noun) A building." && lines[3] == "     “a big house”" && lines[4] == "     synonyms: home")
        #expect(WordExplanation(entry: entry, level: nil).json(favourite: true).contains("\"favourite\" : true"))
    }

    @Test func favouritesAreATableAndTooFewMakeNoList() throws {
        #expect(FavouriteList([]).text == "No favourites yet: `flash word --fav` keeps the word it shows.")
        let favourites = FavouriteList([Favourite(word: "serendipity", level: nil, added: now)])
        #expect(favourites.text.contains("serendipity  -      2026-03-01"))
        #expect(throws: GameError.tooFewFavourites(1)) { try favourites.words() }
    }

    @Test func aProfileCardListsItsProgressAligned() {
        var stats = ProfileStats()
        (stats.rightAnswers, stats.answers, stats.bestStreak) = (3, 4, 2)
        let lines = ProfileReports.card(Profile(id: 1, name: "Ana", avatar: "🐱", created: now), stats, style: .plain)
        #expect(lines[0] == "🐱 Ana")
        #expect(lines.contains("  Answers:          3/4 right (75%)"))
        #expect(lines.contains("  High score:       400"))
        var reset = ProfileReset()
        (reset.sessions, reset.answers, reset.gameScores) = (1, 5, 2)
        #expect(ProfileReports.resetDone(reset) == "Erased 1 session (5 answers) and 2 game scores; lists kept.")
        #expect(ProfileReports.leaderboard([], json: false) == "No high scores yet: play `flash buzz` or `flash daily`.")
    }

    @Test func resultsWithoutSessionsSayHowToStart() throws {
        let report = ResultsReport(list: "my words", sessions: [])
        #expect(report.lines(ascii: true, style: .plain, duration: { "\($0) s" }) == ["Results for 'my words'", "No sessions yet: flash learn 'my words'"])
    }

    @Test func theConfigurationReportMasksKeys() {
        var configuration = Configuration()
        configuration.set("google.key", "secret-key-1234")
        configuration.set("native", "en")
        let paths = FlashPaths(environment: ["FLASH_HOME": "/tmp/flash-home"])
        let text = configuration.report(paths: paths, json: false)
        #expect(text.hasPrefix("Data: "))
        #expect(!text.contains("secret-key") && text.contains("1234"))
        #expect(configuration.report(paths: paths, json: true).contains("\"key\" : \"native\""))
    }

    @Test(arguments: [
        ("google.key", "FLASH_GOOGLE_KEY"), ("libretranslate.url", "FLASH_LIBRETRANSLATE_URL"), ("session.new-per-day", "FLASH_SESSION_NEW_PER_DAY"),
        ("ipa", "FLASH_IPA"), ("x9.y_z", "FLASH_X9_Y_Z"), ("día.clé", "FLASH_DÍA_CLÉ"),
    ])
    func aSettingIsSetFromItsEnvironmentVariable(_ key: String, _ name: String) {
        #expect(Configuration.environmentName(for: key) == name)
    }
}
