import FlashTestSupport
import Foundation
import Testing
@testable import Model
@testable import HTTP
@testable import Providers

/// The web translators against loopback servers speaking each API's wire format (fixtures in
/// Fixtures/http/PROVIDER), and FreeDict against a fake dictd replaying real fd-eng-spa replies.
@Suite struct TranslationProviderTests {
    static let key = "k3y-5ecret-0123456789"
    static let spanish = try! Language(code: "es")

    @Suite struct Google {
        let recorder = RecordingClient()

        func translator(_ server: LoopbackHTTPServer) -> GoogleTranslator {
            GoogleTranslator(client: recorder, key: key, baseURL: server.baseURL)
        }

        @Test func aSuccessResponseIsParsedInOrder() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("google/translate-house-cat-dog.json") }
            let result = try await translator(server).translate(["house", "cat", "dog"], from: .english, to: spanish)

            #expect(result == [Translation(text: "casa"), Translation(text: "gato"), Translation(text: "perro")])
        }

        @Test func wordsGoInAFormBodyWithTheKeyAndNeverInTheURLOrCacheKey() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("google/translate-house-cat-dog.json") }
            _ = try await translator(server).translate(["house", "cat", "dog"], from: .english, to: spanish)

            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/language/translate/v2")
            #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
            let form = Dictionary(request.formItems.filter { $0.name != "q" }.map { ($0.name, $0.value) }) { $1 }
            #expect(request.formItems.filter { $0.name == "q" }.map(\.value) == ["house", "cat", "dog"])
            #expect(form == ["target": "es", "source": "en", "format": "text", "key": key])
            #expect(recorder.requests.map(\.cacheKey) == ["google|en|es|house\ncat\ndog"])
        }

        @Test func threeHundredWordsGoInThreeConcurrentBatchesAndComeBackInOrder() async throws {
            let server = try LoopbackHTTPServer { request in
                let items = request.formItems.filter { $0.name == "q" }.map { #"{"translatedText":"es-\#($0.value)"}"# }
                return LoopbackResponse.json(#"{"data":{"translations":[\#(items.joined(separator: ","))]}}"#)
                    .delayed(by: .milliseconds(200))
            }
            let words = (0..<300).map { "word\($0)" }
            let result = try await translator(server).translate(words, from: .english, to: spanish)

            #expect(result.map { $0?.text } == words.map { "es-\($0)" })
            #expect(server.requestCount == 3)
            #expect(server.requests.map { $0.formItems.filter { $0.name == "q" }.count }.sorted() == [44, 128, 128])
            #expect(server.maxConcurrentRequests > 1)
            #expect(recorder.requests.allSatisfy { $0.cacheKey?.contains(key) == false })
        }

        @Test func noWordsMeansNoRequest() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("google/translate-house-cat-dog.json") }
            let result = try await translator(server).translate([], from: .english, to: spanish)

            #expect(result.isEmpty)
            #expect(server.requestCount == 0)
        }

        @Test func aRateLimitErrorCarriesGooglesMessage() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("google/error-403-rate-limit.json", status: 403) }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            #expect(error?.statusCode == 403)
            #expect(error?.description.contains("User Rate Limit Exceeded") == true)
            #expect(server.requestCount == 1)
        }

        @Test func aKeyEchoedByTheServerIsBlankedOutOfTheError() async throws {
            let server = try LoopbackHTTPServer { _ in
                .json(#"{"error":{"code":400,"message":"API key \#(key) not valid. Please pass a valid API key."}}"#, status: 400)
            }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            let description = try #require(error?.description)
            #expect(description.contains("not valid"))
            #expect(!description.contains(key))
            if case let .status(_, _, _, _, body)? = error { #expect(!String(decoding: body, as: UTF8.self).contains(key)) }
        }

        @Test func aRedirectToAnotherOriginIsRefusedSoTheKeyInTheBodyStaysHome() async throws {
            let thief = try LoopbackHTTPServer { _ in .fixture("google/translate-house-cat-dog.json") }
            let server = try LoopbackHTTPServer { _ in .redirect(to: thief.baseURL + "/language/translate/v2", status: 307) }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            let origin = "127.0.0.1:\(server.port)"
            #expect(error == .keyRedirectRefused(provider: "google", host: origin, target: thief.baseURL + "/language/translate/v2"))
            #expect(thief.requestCount == 0)
        }

        @Test(arguments: [
            LoopbackResponse.fixture("google/malformed-missing-data.json"),
            .json(#"{"data":{"translations":[{"translatedText":"casa"}]}}"#),
            .text("<html>Service Unavailable</html>"),
        ])
        func aBodyOfTheWrongShapeIsAMalformedResponse(response: LoopbackResponse) async throws {
            let server = try LoopbackHTTPServer { _ in response }
            await #expect(throws: ProviderError.malformedResponse(provider: "google")) {
                try await translator(server).translate(["house", "cat"], from: .english, to: spanish)
            }
        }

        @Test func returnedTextIsCleanedAndEmptyTextIsNoTranslation() async throws {
            let server = try LoopbackHTTPServer { _ in
                .json(#"{"data":{"translations":[{"translatedText":"\u001b[31mca  sa\u001b[0m\n"},{"translatedText":"  "}]}}"#)
            }
            let result = try await translator(server).translate(["house", "cat"], from: .english, to: spanish)

            #expect(result == [Translation(text: "ca sa"), nil])
        }
    }

    @Suite struct DeepL {
        let recorder = RecordingClient()

        func translator(_ server: LoopbackHTTPServer) -> DeepLTranslator {
            DeepLTranslator(client: recorder, key: key, baseURL: server.baseURL)
        }

        @Test func aSuccessResponseIsParsedAndTheKeyTravelsOnlyInTheHeader() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("deepl/translate-house-cat-dog.json") }
            let result = try await translator(server).translate(["house", "cat", "dog"], from: .english, to: spanish)

            #expect(result.map { $0?.text } == ["casa", "gato", "perro"])
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/v2/translate")
            #expect(request.header("Authorization") == "DeepL-Auth-Key \(key)")
            #expect(request.header("Content-Type") == "application/json")
            let body = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
            #expect(body["text"] as? [String] == ["house", "cat", "dog"])
            #expect(body["target_lang"] as? String == "ES")
            #expect(body["source_lang"] as? String == "EN")
            #expect(!request.text.contains(key))
            #expect(recorder.requests.map(\.cacheKey) == ["deepl|EN|ES|house\ncat\ndog"])
        }

        @Test func oneHundredTwentyWordsGoInThreeBatchesAndComeBackInOrder() async throws {
            let server = try LoopbackHTTPServer { request in
                let texts = (try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])?["text"] as? [String] ?? []
                let items = texts.map { #"{"detected_source_language":"EN","text":"es-\#($0)"}"# }
                return .json(#"{"translations":[\#(items.joined(separator: ","))]}"#)
            }
            let words = (0..<120).map { "word\($0)" }
            let result = try await translator(server).translate(words, from: .english, to: spanish)

            #expect(result.map { $0?.text } == words.map { "es-\($0)" })
            #expect(server.requestCount == 3)
            #expect(recorder.requests.allSatisfy { $0.cacheKey?.contains(key) == false })
        }

        @Test func englishAndPortugueseTargetsNameAVariant() {
            #expect(DeepLTranslator.targetCode(.english) == "EN-US")
            #expect(DeepLTranslator.targetCode(try! Language(code: "pt")) == "PT-PT")
            #expect(DeepLTranslator.targetCode(spanish) == "ES")
            #expect(DeepLTranslator.sourceCode(.english) == "EN")
        }

        @Test func freeKeysUseTheFreeServiceAndOthersThePaidOne() {
            #expect(DeepLTranslator.defaultBaseURL(forKey: "abc-123:fx") == "https://api-free.deepl.com")
            #expect(DeepLTranslator.defaultBaseURL(forKey: "abc-123") == "https://api.deepl.com")
            #expect(DeepLTranslator(client: recorder, key: "abc:fx").baseURL == "https://api-free.deepl.com")
        }

        @Test func status456IsAQuotaErrorWithDeepLsMessage() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("deepl/error-456-quota.json", status: 456) }
            await #expect(throws: ProviderError.quotaExceeded(provider: "deepl", message: "Quota Exceeded")) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }
            #expect(server.requestCount == 1)
        }

        @Test func anAuthorizationErrorCarriesTheMessageButNeverTheKey() async throws {
            let server = try LoopbackHTTPServer { request in
                .json(#"{"message":"Authorization failure, check auth_key (\#(request.header("Authorization") ?? ""))"}"#, status: 403)
            }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            let description = try #require(error?.description)
            #expect(description.contains("Authorization failure"))
            #expect(!description.contains(key))
        }

        @Test func aCountMismatchIsAMalformedResponse() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("deepl/translate-house-cat-dog.json") }
            await #expect(throws: ProviderError.malformedResponse(provider: "deepl")) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }
        }
    }

    @Suite struct LibreTranslate {
        let sleeper = HTTPSleepRecorder()
        let recorder: RecordingClient

        init() { recorder = RecordingClient(retryPolicy: sleeper.policy) }

        func translator(_ server: LoopbackHTTPServer, key: String? = TranslationProviderTests.key) -> LibreTranslator {
            LibreTranslator(client: recorder, key: key, baseURL: server.baseURL)
        }

        @Test func alternativesAreKeptWithoutRepeatsOrTheMainText() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/translate-house-cat-dog.json") }
            let result = try await translator(server).translate(["house", "cat", "dog"], from: .english, to: spanish)

            #expect(result == [
                Translation(text: "casa", alternatives: ["hogar", "vivienda"]),
                Translation(text: "gato", alternatives: ["gata", "minino"]),
                Translation(text: "perro"),
            ])
        }

        @Test func theBodyCarriesTheWordsTheLanguagesAndTheKeyButTheCacheKeyDoesNot() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/translate-house-cat-dog.json") }
            _ = try await translator(server).translate(["house", "cat", "dog"], from: .english, to: spanish)

            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/translate")
            let body = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
            #expect(body["q"] as? [String] == ["house", "cat", "dog"])
            #expect(body["source"] as? String == "en")
            #expect(body["target"] as? String == "es")
            #expect(body["format"] as? String == "text")
            #expect(body["alternatives"] as? Int == 3)
            #expect(body["api_key"] as? String == key)
            #expect(recorder.requests.map(\.cacheKey) == ["libretranslate|en|es|house\ncat\ndog"])
        }

        @Test func withoutAKeyNoAPIKeyFieldIsSent() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/translate-house-cat-dog.json") }
            _ = try await translator(server, key: nil).translate(["house", "cat", "dog"], from: .english, to: spanish)

            #expect(server.requests.first?.text.contains("api_key") == false)
        }

        @Test func oneHundredTwentyWordsGoInThreeBatchesAndComeBackInOrder() async throws {
            let server = try LoopbackHTTPServer { request in
                let words = (try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])?["q"] as? [String] ?? []
                let texts = words.map { #""es-\#($0)""# }.joined(separator: ",")
                let alternatives = words.map { #"["alt-\#($0)"]"# }.joined(separator: ",")
                return .json(#"{"translatedText":[\#(texts)],"alternatives":[\#(alternatives)]}"#)
            }
            let words = (0..<120).map { "word\($0)" }
            let result = try await translator(server).translate(words, from: .english, to: spanish)

            #expect(result == words.map { Translation(text: "es-\($0)", alternatives: ["alt-\($0)"]) })
            #expect(server.requestCount == 3)
        }

        @Test func aSingleStringAnswerIsAccepted() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/translate-single.json") }
            let result = try await translator(server).translate(["house"], from: .english, to: spanish)

            #expect(result == [Translation(text: "casa", alternatives: ["hogar", "vivienda"])])
        }

        @Test func slowdownIsRetriedThenReportedWithItsMessage() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/error-429-slowdown.json", status: 429) }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            #expect(error?.statusCode == 429)
            #expect(error?.description.contains("Slowdown: 30 per 1 minute") == true)
            #expect(server.requestCount == 4)
            #expect(sleeper.durations.count == 3)
        }

        @Test func aKeyEchoedInAnErrorIsBlankedOut() async throws {
            let server = try LoopbackHTTPServer { _ in .json(#"{"error":"Invalid API key: \#(key)"}"#, status: 403) }
            let error = await #expect(throws: HTTPError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            let description = try #require(error?.description)
            #expect(description.contains("Invalid API key"))
            #expect(!description.contains(key))
        }

        @Test func anErrorBodyInA200IsAMalformedResponse() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("libretranslate/error-403-key.json") }
            await #expect(throws: ProviderError.malformedResponse(provider: "libretranslate")) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }
        }
    }

    @Suite struct MyMemory {
        let recorder = RecordingClient()
        static let email = "learner@example.org"

        func translator(_ server: LoopbackHTTPServer, email: String? = MyMemory.email) -> MyMemoryTranslator {
            MyMemoryTranslator(client: recorder, email: email, baseURL: server.baseURL)
        }

        @Test func aSuccessResponseGivesTheTranslationAndMatchesForTheSameWord() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("mymemory/get-house.json") }
            let result = try await translator(server).translate(["house"], from: .english, to: spanish)

            #expect(result == [Translation(text: "casa", alternatives: ["vivienda"])])
            let request = try #require(server.requests.first)
            #expect(request.method == "GET")
            #expect(request.pathWithoutQuery == "/get")
            #expect(request.query("q") == "house")
            #expect(request.query("langpair") == "en|es")
            #expect(request.query("de") == Self.email)
            #expect(recorder.requests.map(\.cacheKey) == ["mymemory|en|es|house"])
        }

        @Test func eachWordIsItsOwnRequestAndAnswersKeepTheirOrder() async throws {
            let server = try LoopbackHTTPServer { request in
                .json(#"{"responseData":{"translatedText":"es-\#(request.query("q") ?? "")"},"responseStatus":200}"#)
            }
            let words = (0..<20).map { "word \($0)" }
            let result = try await translator(server, email: nil).translate(words, from: .english, to: spanish)

            #expect(result.map { $0?.text } == words.map { "es-\($0)" })
            #expect(server.requestCount == 20)
            #expect(server.requests.allSatisfy { $0.query("de") == nil })
        }

        @Test func anAnswerThatEchoesTheWordIsNoTranslation() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("mymemory/get-untranslated.json") }
            let result = try await translator(server).translate(["xyzzyqq"], from: .english, to: spanish)

            #expect(result == [nil])
        }

        @Test func theQuotaWarningInsideA200IsAQuotaError() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("mymemory/quota-warning.json") }
            let error = await #expect(throws: ProviderError.self) {
                try await translator(server).translate(["house", "cat"], from: .english, to: spanish)
            }

            guard case let .quotaExceeded(provider, message)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(provider == "mymemory")
            #expect(message.hasPrefix("MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS"))
            #expect(error?.description.contains("\n") == false)
        }

        @Test func aWarningWithStatus200IsAQuotaErrorToo() async throws {
            let server = try LoopbackHTTPServer { _ in
                .json(#"{"responseData":{"translatedText":"MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY"},"responseStatus":200}"#)
            }
            await #expect(throws: ProviderError.quotaExceeded(
                provider: "mymemory", message: "MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY")) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }
        }

        @Test func aStringStatusOf403IsARejectionWithItsMessage() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("mymemory/invalid-language-403.json") }
            let error = await #expect(throws: ProviderError.self) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }

            guard case let .rejected(_, code, message)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(code == 403)
            #expect(message.contains("IS AN INVALID TARGET LANGUAGE"))
        }

        @Test func characterReferencesAreDecoded() async throws {
            let server = try LoopbackHTTPServer { _ in .fixture("mymemory/get-entities.json") }
            let result = try await translator(server).translate(["the water"], from: .english, to: spanish)

            #expect(result == [Translation(text: "l'eau")])
        }

        @Test(arguments: [#"{"responseStatus":200}"#, #"{"responseData":{"translatedText":"casa"}}"#, "[]"])
        func aBodyOfTheWrongShapeIsAMalformedResponse(body: String) async throws {
            let server = try LoopbackHTTPServer { _ in .json(body) }
            await #expect(throws: ProviderError.malformedResponse(provider: "mymemory")) {
                try await translator(server).translate(["house"], from: .english, to: spanish)
            }
        }
    }

    @Suite struct FreeDict {
        static func replay(_ command: String) -> String {
            let word = command.split(separator: " ", maxSplits: 2).last.map(String.init) ?? ""
            let files = [
                "house": "house-eng-spa.txt", "dog": "dog-eng-spa.txt", "calm": "calm-eng-spa.txt",
                "abatement": "abatement-eng-spa.txt", "a": "a-eng-spa.txt", "water": "water-eng-fra.txt",
                "book": "book-eng-spa.txt", "beef": "beef-eng-spa.txt",
            ]
            var name = command.contains("fd-eng-xxx") ? "invalid-database.txt" : files[word] ?? "no-match.txt"
            if word == "water", command.contains("fd-eng-spa") { name = "water-eng-spa.txt" }
            return String(decoding: (try? LoopbackFixtures.bytes("freedict/\(name)")) ?? [], as: UTF8.self)
        }

        func translate(_ words: [String], to target: Language = spanish, server: LoopbackDICTServer,
                       ranking: OfflineTranslator.Paths? = nil) async throws -> [Translation?] {
            var translator = FreeDictTranslator(client: CurlClient(retryPolicy: .never), baseURL: server.baseURL)
            (translator.rankingData, translator.environment) = (ranking, ProcessInfo.processInfo.environment)
            return try await translator.translate(words, from: .english, to: target)
        }

        @Test func anEntryGivesItsTranslationAndIPAAndIgnoresPhrasesFiledUnderTheWord() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["house", "dog"], server: server)

            #expect(result.map { $0?.text } == ["casa", "perro"])
            #expect(result.map { $0?.ipa } == ["haus", "dɔg"])
            #expect(result.first??.candidates.map(\.text) == ["casa"], "servicio and iglesia are phrases filed under house")
            #expect(server.commands == ["DEFINE fd-eng-spa house", "DEFINE fd-eng-spa dog"]
                || server.commands == ["DEFINE fd-eng-spa dog", "DEFINE fd-eng-spa house"])
        }

        /// Issue 19: the old provider took FreeDict's first entries (water → acuarela, book →
        /// contable "also: tenedordelibros"); it now ranks them as the offline chain does.
        @Test func truncatedPhraseEntriesAreLeftOutAsTheOfflineChainLeavesThemOut() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["water", "book"], server: server)

            #expect(result.map { $0?.text } == ["agua", "libro"])
            #expect(result.map { $0?.ipa } == ["wɔːtər", "buk"])
            let candidates = result.compactMap { $0 }.flatMap { $0.candidates.map(\.text) }
            #expect(!candidates.contains("acuarela") && !candidates.contains("tenedordelibros") && !candidates.contains("contable"))
        }

        @Test func oneDictionaryConfirmsNoAlternativeButEveryWordStaysACandidate() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["calm", "abatement"], server: server)

            #expect(result.map { $0?.text } == ["quieto", "baja"])
            #expect(result.allSatisfy { $0?.alternatives == [] })
            #expect(result[0]?.candidates.map(\.text) == ["quieto", "silencio", "sosegado", "calmar", "tranquilo", "sosegar"])
            #expect(result[1]?.candidates.map(\.text) == ["baja", "descuento", "rebaja", "reducción"])
        }

        @Test func candidatesStopAtNine() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["a"], server: server)

            #expect(result.first??.text == "a" && result.first??.ipa == "ə")
            #expect(result.first??.candidates.count == OfflineLookup.candidateLimit)
        }

        @Test func theBlockNamingExactlyTheWordGivesThePronunciation() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["water"], to: try Language(code: "fr"), server: server)

            #expect(result.first??.ipa == "wɔːtər")
            #expect(result.first??.candidates.map(\.text).contains("eau") == true)
            #expect(server.commands == ["DEFINE fd-eng-fra water"])
        }

        @Test(.enabled(if: InstalledLanguageData.shouldRun)) func withTheInstalledDataSquashedPhrasesGetTheirSpacesBack() async throws {
            try InstalledLanguageData.require()
            let server = try LoopbackDICTServer(handler: Self.replay)
            let result = try await translate(["beef", "water"], to: spanish, server: server, ranking: OfflineTranslator.Paths())

            #expect(result.map { $0?.text } == ["carne de vaca", "agua"])
        }

        @Test func noMatchIsNoTranslationAndOrderIsKept() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            let words = ["xyzzyqq", "house", "qqq", "dog", "zzz", "calm", "abatement", "nothing", "a", "none"]
            let result = try await translate(words, server: server)

            #expect(result.map { $0?.text } == [nil, "casa", nil, "perro", nil, "quieto", "baja", nil, "a", nil])
            #expect(server.commands.count == words.count)
        }

        @Test func anInvalidDatabaseNamesTheMissingPackage() async throws {
            let server = try LoopbackDICTServer { _ in Self.replay("DEFINE fd-eng-xxx house") }
            let error = await #expect(throws: ProviderError.missingDictionary(provider: "freedict", database: "fd-eng-spa")) {
                try await translate(["house"], server: server)
            }
            #expect(error?.description.contains("dict-freedict-eng-spa") == true)
        }

        @Test func otherErrorStatusesAreReported() async throws {
            let server = try LoopbackDICTServer { _ in "530 access denied\r\n" }
            await #expect(throws: ProviderError.dictionaryServer(provider: "freedict", code: 530, message: "access denied")) {
                try await translate(["house"], server: server)
            }
        }

        @Test func escapeSequencesSplitBySensesLeaveNothingBehind() async throws {
            let hostile = "150 1 definitions retrieved\r\n151 \"house\" fd-eng-spa \"x\"\r\nhouse /haus/\r\n"
                + "1. \u{1B}]0;PWN;ED\u{07}evil\u{1B}[2Jtrans, \u{1B}]8;;http://x\u{1B}\\link\r\n.\r\n250 ok\r\n"
            let server = try LoopbackDICTServer { _ in hostile }
            let result = try await translate(["house"], server: server)
            let translation = try #require(result.first ?? nil)
            #expect(translation.text == "eviltrans")
            #expect(translation.candidates.map(\.text) == ["eviltrans", "link"])
            #expect(!"\(translation)".contains("PWN"))
        }

        @Test func aReplyWithoutStatusIsAMalformedResponse() async throws {
            let server = try LoopbackDICTServer { _ in "150 1 definitions retrieved\r\n151 \"house\" fd-eng-spa \"x\"\r\nhouse\r\n" }
            await #expect(throws: ProviderError.malformedResponse(provider: "freedict")) {
                try await translate(["house"], server: server)
            }
        }

        @Test func wordsWithSpacesArePercentEncodedIntoOneDefine() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            _ = try await translate(["robbed of sleep"], server: server)

            let command = try #require(server.commands.first)
            #expect(command.hasPrefix("DEFINE fd-eng-spa "))
            #expect(command.contains("robbed") && command.contains("sleep"))
        }

        @Test func languagesWithoutAFreeDictCodeAreUnsupported() async throws {
            let server = try LoopbackDICTServer(handler: Self.replay)
            await #expect(throws: ProviderError.unsupportedLanguages(provider: "freedict", source: "en", target: "ko")) {
                try await translate(["house"], to: try Language(code: "ko"), server: server)
            }
            #expect(server.commands.isEmpty)
        }

        @Test func markersExamplesAndNotesAreNotTranslations() throws {
            let entry = FreeDictEntry(lines: ["run /rʌn/ <v>", "<v>", "1. laufen; rennen <intr>", "\"to run fast\"", "see: runner", "2. betreiben"])
            let result = try OfflineLookup.rank(["run"], entries: ["run": [entry]], from: .english, to: Language(trusted: "de"),
                                                paths: nil, environment: [:])

            #expect(result.first??.candidates.map(\.text) == ["laufen", "betreiben", "rennen"], "first words of senses first")
            #expect(FreeDictTranslator.pronunciation(of: "run", in: [entry]) == "rʌn")
        }

        @Test func theRawExchangeIsParsedWithDotStuffingUndone() throws {
            let raw = "220 dictd <auth.mime> <1@host>\r\n250 ok\r\n150 1 definitions retrieved\r\n"
                + "151 \"dot\" fd-eng-spa \"English-Spanish FreeDict Dictionary\"\r\ndot /dɔt/\r\n..punto\r\n.\r\n"
                + "250 ok [d/m/c = 1/0/11]\r\n221 bye\r\n"

            #expect(DICTReply.parse(Array(raw.utf8)) == .definitions([
                DICTReply.Definition(headword: "dot", database: "fd-eng-spa", lines: ["dot /dɔt/", ".punto"]),
            ]))
            #expect(DICTReply.parse(Array("220 hi\r\n250 ok\r\n552 no match\r\n221 bye\r\n".utf8)) == .noMatch)
            #expect(DICTReply.parse(Array("220 hi\r\n250 ok\r\n".utf8)) == nil)
        }
    }

    @Test func errorsReadAsOneLineAndNameThePackage() {
        #expect(ProviderError.malformedResponse(provider: "google").description
            == "google: malformed response (not in the format its API documents)")
        #expect(ProviderError.missingDictionary(provider: "freedict", database: "fd-eng-spa").description
            == "freedict: dictd has no database fd-eng-spa; install the package dict-freedict-eng-spa and restart dictd")
        #expect(ProviderError.quotaExceeded(provider: "deepl", message: "Quota Exceeded").description
            == "deepl: quota exceeded: Quota Exceeded")
    }
}

/// A CurlClient that never sleeps between retries and remembers every request it was given.
final class RecordingClient: HTTPClient, @unchecked Sendable {
    private let client: CurlClient
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    init(retryPolicy: RetryPolicy = HTTPSleepRecorder().policy) {
        client = CurlClient(retryPolicy: retryPolicy)
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try await client.execute(request, timeout: timeout)
    }
}
