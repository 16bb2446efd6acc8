import FlashTestSupport
import Foundation
import Testing
@testable import Model
@testable import HTTP
@testable import Providers

/// The Free Dictionary API against a loopback server, WordNet against captured and live `wn`
/// output, and the fixture table.
@Suite struct DefinitionProviderTests {
    let recorder = ImageRequestRecorder(client: CurlClient(retryPolicy: HTTPSleepRecorder().policy))

    func dictionary(_ server: LoopbackHTTPServer) -> FreeDictionaryAPI {
        FreeDictionaryAPI(client: recorder, baseURL: server.baseURL, timeout: .seconds(5))
    }

    // MARK: Free Dictionary API

    @Test func freeDictionaryReadsIPASensesExamplesAndSynonyms() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/hello.json") }
        defer { server.stop() }
        let entry = try #require(try await dictionary(server).entry(for: "hello", language: .english))

        #expect(server.requests.first?.path == "/api/v2/entries/en/hello")
        #expect(recorder.requests.first?.cacheKey == "dictionaryapi|en|hello")
        #expect(entry.word == "hello" && entry.ipa == "/həˈləʊ/" && entry.source == "dictionaryapi")
        #expect(entry.frequency == nil && entry.frequencyBand == nil)
        #expect(entry.senses.map(\.partOfSpeech) == ["noun", "verb", "interjection", "interjection", "interjection"])
        #expect(entry.senses[0] == WordEntry.Sense(
            partOfSpeech: "noun", definition: "\"Hello!\" or an equivalent greeting.", synonyms: ["greeting"]))
        #expect(entry.senses[2].example == "Hello, everyone.")
        #expect(entry.senses[4].synonyms == ["hey", "hi"])
    }

    @Test func freeDictionaryTakesIPAFromPhoneticsAndJoinsHomographs() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/bank.json") }
        defer { server.stop() }
        let entry = try #require(try await dictionary(server).entry(for: "bank", language: .english))

        #expect(entry.ipa == "/bæŋk/")
        #expect(entry.senses.count == 4)
        #expect(entry.senses[0].synonyms == ["depository"] && entry.senses[1].synonyms.isEmpty)
        #expect(entry.senses[3].definition == "An edge of a river, lake, or other watercourse.")
    }

    @Test func freeDictionaryNotFoundIsNil() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/not-found.json", status: 404) }
        defer { server.stop() }
        #expect(try await dictionary(server).entry(for: "qwxzv", language: .english) == nil)
        #expect(server.requestCount == 1)
    }

    @Test func freeDictionaryEscapesTheWordInThePath() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/not-found.json", status: 404) }
        defer { server.stop() }
        _ = try await dictionary(server).entry(for: "ice cream/../x", language: .english)
        #expect(server.requests.first?.path == "/api/v2/entries/en/ice%20cream%2F..%2Fx")
    }

    @Test func freeDictionaryKnowsOnlyEnglish() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("dictionaryapi/hello.json") }
        defer { server.stop() }
        #expect(try await dictionary(server).entry(for: "hola", language: try Language(code: "es")) == nil)
        #expect(server.requestCount == 0)
    }

    @Test func freeDictionaryAnswerInTheWrongShapeIsReported() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"word":"hello"}"#) }
        defer { server.stop() }
        let error = await #expect(throws: DefinitionError.malformedResponse(provider: "dictionaryapi")) {
            try await dictionary(server).entry(for: "hello", language: .english)
        }
        #expect(error?.description == "dictionaryapi: the answer was not in the expected format")
    }

    @Test func freeDictionaryServerErrorsStayHTTPErrors() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"message":"Internal error"}"#, status: 500) }
        defer { server.stop() }
        let client = CurlClient(retryPolicy: .never)
        let provider = FreeDictionaryAPI(client: client, baseURL: server.baseURL, timeout: .seconds(5))
        let error = await #expect(throws: HTTPError.self) {
            try await provider.entry(for: "hello", language: .english)
        }
        #expect(error?.statusCode == 500)
    }

    // MARK: WordNet

    /// `wn house -over` from WordNet 3.0 (Debian's wordnet package), trailing blanks trimmed.
    static let house = """
        Overview of noun house

        The noun house has 12 senses (first 7 from tagged texts)

        1. (157) house -- (a dwelling that serves as living quarters for one or more families; "he has a house on Cape Cod"; "she felt she had to get out of the house")
        2. (2) firm, house, business firm -- (the members of a business organization that owns or operates one or more establishments; "he worked for a brokerage house")
        3. (1) house -- (the members of a religious community living together)
        4. (1) house -- (the audience gathered together in a theatre or cinema; "the house applauded"; "he counted the house")
        5. (1) house -- (an official assembly having legislative powers; "a bicameral legislature has two houses")
        6. (1) house -- (aristocratic family line; "the House of York")
        7. (1) house -- (play in which children take the roles of father or mother or children and pretend to interact like adults; "the children were playing house")
        8. sign of the zodiac, star sign, sign, mansion, house, planetary house -- ((astrology) one of 12 equal areas into which the zodiac is divided)
        9. house -- (the management of a gambling house or casino; "the house gets a percentage of every bet")
        10. family, household, house, home, menage -- (a social unit living together; "he moved his family to Virginia"; "It was a good Christian household"; "I waited until the whole house was asleep"; "the teacher asked how many people made up his home")
        11. theater, theatre, house -- (a building where theatrical performances or motion-picture shows can be presented; "the house was full")
        12. house -- (a building in which something is sheltered or located; "they had a large carriage house")

        Overview of verb house

        The verb house has 2 senses (first 2 from tagged texts)

        1. (13) house -- (contain or cover; "This box houses the gears")
        2. (4) house, put up, domiciliate -- (provide housing for; "The immigrants were housed in a new development outside the town")
        """

    /// The adjective part of `wn fast -over`: glosses that open with a parenthesis, and text
    /// after a quoted example.
    static let fastAdjective = """

        Overview of adj fast

        The adj fast has 10 senses (first 1 from tagged texts)

        1. (18) fast -- (acting or moving or capable of acting or moving quickly; "fast film"; "on the fast track in school"; "set a fast pace"; "a fast car")
        2. fast -- ((used of timepieces) indicating a time ahead of or later than the correct time; "my watch is fast")
        9. firm, loyal, truehearted, fast -- (unwavering in devotion to friend or vow or cause; "a firm ally"; "loyal supporters"; "the true-hearted soldier...of Tippecanoe"- Campaign song for William Henry Harrison; "fast friends")
        10. fast -- ((of a photographic lens or emulsion) causing a shortening of exposure time; "a fast lens")
        """

    @Test func wordNetOutputGivesNumberedSensesByPartOfSpeech() throws {
        let entry = try #require(WordNetDefinitions.parse(Self.house))

        #expect(entry.word == "house" && entry.ipa == nil && entry.frequency == nil && entry.source == "wordnet")
        #expect(entry.senses.count == 14)
        #expect(entry.senses.filter { $0.partOfSpeech == "noun" }.count == 12)
        #expect(entry.senses[0] == WordEntry.Sense(
            partOfSpeech: "noun", definition: "a dwelling that serves as living quarters for one or more families",
            example: "he has a house on Cape Cod"))
        #expect(entry.senses.contains { $0.synonyms == ["firm", "business firm"] })
        let zodiac = try #require(entry.senses.first { $0.definition == "(astrology) one of 12 equal areas into which the zodiac is divided" })
        #expect(zodiac.example == nil)
        #expect(zodiac.synonyms == ["sign of the zodiac", "star sign", "sign", "mansion", "planetary house"])
        #expect(entry.senses.contains(WordEntry.Sense(
            partOfSpeech: "verb", definition: "provide housing for",
            example: "The immigrants were housed in a new development outside the town", synonyms: ["put up", "domiciliate"])))
    }

    @Test func wordNetAdjectivesKeepParenthesesAndQuotesApart() throws {
        let entry = try #require(WordNetDefinitions.parse(Self.fastAdjective))

        #expect(entry.senses.allSatisfy { $0.partOfSpeech == "adjective" })
        #expect(entry.senses[0].definition == "acting or moving or capable of acting or moving quickly")
        #expect(entry.senses[0].example == "fast film")
        #expect(entry.senses[1].definition == "(used of timepieces) indicating a time ahead of or later than the correct time")
        #expect(entry.senses[2].definition == "unwavering in devotion to friend or vow or cause")
        #expect(entry.senses[2].synonyms == ["firm", "loyal", "truehearted"])
        #expect(entry.senses[3].example == "a fast lens")
    }

    @Test func wordNetOutputWithoutSensesIsNil() {
        #expect(WordNetDefinitions.parse("") == nil)
        #expect(WordNetDefinitions.parse("\nOverview of noun qwxzv\n\n") == nil)
    }

    @Test func wordNetMissingFromPathSaysHowToInstallIt() async throws {
        let empty = TemporaryDirectory()
        let wordNet = WordNetDefinitions(environment: ["PATH": empty.path])
        let error = await #expect(throws: DefinitionError.self) {
            try await wordNet.entry(for: "house", language: .english)
        }
        #expect(!wordNet.isInstalled)
        #expect(error?.description == "WordNet is not installed (apt-get install wordnet)")
    }

    @Test(.enabled(if: WordNetDefinitions().isInstalled, "wn is not installed"))
    func liveWordNetFindsTheLemmaOfAnInflectedWord() async throws {
        let entry = try #require(try await WordNetDefinitions().entry(for: "ran", language: .english))

        #expect(entry.word == "run")
        #expect(entry.senses.contains { $0.partOfSpeech == "verb" && $0.definition.hasPrefix("move fast by using one's feet") })
    }

    @Test(.enabled(if: WordNetDefinitions().isInstalled, "wn is not installed"))
    func liveWordNetReadsPhrasesAndIgnoresUnknownWordsAndDashes() async throws {
        let wordNet = WordNetDefinitions()
        let iceCream = try #require(try await wordNet.entry(for: "Ice Cream", language: .english))

        #expect(iceCream.word == "ice cream")
        #expect(iceCream.senses.first?.definition == "frozen dessert containing cream and sugar and flavoring")
        #expect(try await wordNet.entry(for: "qwxzvplk", language: .english) == nil)
        #expect(try await wordNet.entry(for: "-", language: .english) == nil)
        #expect(try await wordNet.entry(for: "house", language: try Language(code: "es")) == nil)
    }

    // MARK: Fixture table

    static let fixtures = LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures")

    @Test func fixtureTableGivesIPAFrequencyAndTwoSensesForATwoLineWord() async throws {
        let table = FixtureDefinitions(fixtures: Self.fixtures)
        let book = try #require(try await table.entry(for: "Book", language: .english))

        #expect(book.word == "book" && book.ipa == "/bʊk/" && book.frequency == 5.3 && book.source == "fixtures")
        #expect(book.frequencyBand == "common")
        #expect(book.senses == [
            WordEntry.Sense(
                partOfSpeech: "noun", definition: "A set of printed pages fastened together inside a cover, made for reading.",
                example: "I am reading a book about pirates."),
            WordEntry.Sense(
                partOfSpeech: "verb", definition: "To arrange in advance to have a seat, room or ticket.",
                example: "We need to book a table for Friday night."),
        ])
    }

    @Test func fixtureTableSkipsCommentsAndUnknownWordsAndLanguages() async throws {
        let table = FixtureDefinitions(fixtures: Self.fixtures)

        #expect(try await table.entry(for: "word", language: .english) == nil)
        #expect(try await table.entry(for: "qwxzv", language: .english) == nil)
        #expect(try await table.entry(for: "book", language: try Language(code: "es")) == nil)
        #expect(try await table.entry(for: "abstruse", language: .english)?.frequencyBand == "rare")
    }

    @Test func missingFixtureFolderGivesNoEntries() async throws {
        let table = FixtureDefinitions(fixtures: URL(fileURLWithPath: "/nonexistent-flash-fixtures"))
        #expect(try await table.entry(for: "book", language: .english) == nil)
    }

    // MARK: Word entries

    @Test(arguments: [(7.0, "very common"), (5.5, "very common"), (5.49, "common"), (4.5, "common"), (3.5, "uncommon"), (3.49, "rare"), (1.0, "rare")])
    func frequencyBandsFollowTheZipfScale(frequency: Double, band: String) {
        let entry = WordEntry(word: "x", senses: [], frequency: frequency, source: "test")
        #expect(entry.frequencyBand == band)
    }

    @Test func wordEntriesSurviveAJSONRoundTrip() throws {
        let entry = WordEntry(
            word: "run", ipa: "/ɹʌn/",
            senses: [WordEntry.Sense(partOfSpeech: "verb", definition: "move fast", example: "Run!", synonyms: ["sprint"])],
            frequency: 5.2, source: "test")
        let decoded = try JSONDecoder().decode(WordEntry.self, from: JSONEncoder().encode(entry))
        #expect(decoded == entry)
    }
}
