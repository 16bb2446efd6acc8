import FlashTestSupport
import Foundation
import Testing
@testable import Model
@testable import HTTP
@testable import Store
@testable import Providers

/// The response cache keeps only what a provider parsed and accepted: a faulty answer is asked
/// for again once the server is mended, and nothing else is.
@Suite struct CachingHTTPClientTests {
    static let key = "k3y-5ecret-0123456789"
    static let spanish = try! Language(code: "es")
    let folder = TemporaryDirectory()
    let cache: ResponseCache
    let repair = ServerRepair()

    init() throws {
        let path = folder.path + "/flash.sqlite3"
        _ = try FlashStore(path: path, now: Date())
        cache = try ResponseCache(path: path)
    }

    func client() -> CachingHTTPClient {
        CachingHTTPClient(inner: CurlClient(retryPolicy: .never), cache: cache)
    }

    func google(_ server: LoopbackHTTPServer) -> GoogleTranslator {
        GoogleTranslator(client: client(), key: Self.key, baseURL: server.baseURL)
    }

    @Test(arguments: [
        LoopbackResponse.json(#"{"data":{"translations":[{"translatedText":"casa"},{"translatedText":"gato"}]}}"#),
        .fixture("google/malformed-missing-data.json"),
        .bytes(Array("<html><body>Service Unavailable</body></html>".utf8), contentType: "text/html"),
        .json(""),
    ])
    func anAnswerTheProviderRefusesIsNotCachedAndTheNextRunAsksAgain(garbage: LoopbackResponse) async throws {
        let server = try LoopbackHTTPServer { [repair] _ in repair.isMended ? .fixture("google/translate-house-cat-dog.json") : garbage }
        let words = ["house", "cat", "dog"]
        await #expect(throws: ProviderError.malformedResponse(provider: "google")) {
            try await google(server).translate(words, from: .english, to: Self.spanish)
        }
        repair.mend()
        let mended = try await google(server).translate(words, from: .english, to: Self.spanish)
        let again = try await google(server).translate(words, from: .english, to: Self.spanish)

        #expect(mended.map { $0?.text } == ["casa", "gato", "perro"])
        #expect(again == mended)
        #expect(server.requestCount == 2, "the faulty answer is asked for again, the good one is not")
    }

    @Test func onlyTheBatchThatFailedIsAskedForAgain() async throws {
        let server = try LoopbackHTTPServer { [repair] request in
            let words = request.formItems.filter { $0.name == "q" }.map(\.value)
            let kept = repair.isMended || !words.contains("word150") ? words : Array(words.dropLast())
            let items = kept.map { #"{"translatedText":"es-\#($0)"}"# }.joined(separator: ",")
            return .json(#"{"data":{"translations":[\#(items)]}}"#)
        }
        let words = (0..<300).map { "word\($0)" }
        await #expect(throws: ProviderError.malformedResponse(provider: "google")) {
            try await google(server).translate(words, from: .english, to: Self.spanish)
        }
        #expect(server.requestCount == 3)
        repair.mend()
        let result = try await google(server).translate(words, from: .english, to: Self.spanish)

        #expect(result.map { $0?.text } == words.map { "es-\($0)" })
        #expect(server.requestCount == 4)
        #expect(server.requests.last?.formItems.contains { $0.name == "q" && $0.value == "word150" } == true)
    }

    @Test func aSearchAnswerOfTheWrongShapeIsNotCached() async throws {
        let server = try LoopbackHTTPServer { [repair] _ in
            repair.isMended ? .fixture("unsplash/search-dog.json") : .json(#"{"results":"none today"}"#)
        }
        let unsplash = UnsplashImages(client: client(), baseURL: server.baseURL, key: Self.key, timeout: .seconds(5))
        await #expect(throws: ImageProviderError.malformedResponse(provider: "unsplash")) {
            try await unsplash.images(for: "dog", language: .english, limit: 9)
        }
        repair.mend()
        let found = try await unsplash.images(for: "dog", language: .english, limit: 9)
        _ = try await unsplash.images(for: "dog", language: .english, limit: 9)

        #expect(found.count == 4)
        #expect(server.requestCount == 2)
    }

    @Test func anErrorReportedInsideA200IsNotCached() async throws {
        let server = try LoopbackHTTPServer { [repair] request in
            switch (request.pathWithoutQuery, repair.isMended) {
            case ("/w/api.php", false): .fixture("wikimedia/error-ratelimited.json")
            case ("/w/api.php", true): .fixture("wikimedia/search-dog.json")
            case (_, false): .fixture("mymemory/quota-warning.json")
            default: .fixture("mymemory/get-house.json")
            }
        }
        let wikimedia = WikimediaImages(client: client(), baseURL: server.baseURL, timeout: .seconds(5))
        let mymemory = MyMemoryTranslator(client: client(), baseURL: server.baseURL)
        await #expect(throws: ImageProviderError.self) { try await wikimedia.images(for: "dog", language: .english, limit: 3) }
        await #expect(throws: ProviderError.self) { try await mymemory.translate(["house"], from: .english, to: Self.spanish) }
        repair.mend()

        #expect(try await !wikimedia.images(for: "dog", language: .english, limit: 3).isEmpty)
        #expect(try await mymemory.translate(["house"], from: .english, to: Self.spanish).first??.text == "casa")
        #expect(server.requestCount == 4)
    }

    @Test func aDefinitionOfTheWrongShapeIsNotCached() async throws {
        let server = try LoopbackHTTPServer { [repair] _ in repair.isMended ? .fixture("dictionaryapi/hello.json") : .json(#"{"word":"hello"}"#) }
        let dictionary = FreeDictionaryAPI(client: client(), baseURL: server.baseURL, timeout: .seconds(5))
        await #expect(throws: DefinitionError.malformedResponse(provider: "dictionaryapi")) {
            try await dictionary.entry(for: "hello", language: .english)
        }
        repair.mend()

        #expect(try await dictionary.entry(for: "hello", language: .english)?.word == "hello")
        #expect(try await dictionary.entry(for: "hello", language: .english)?.word == "hello")
        #expect(server.requestCount == 2)
    }

    @Test func aCachedAnswerThatNoLongerParsesIsForgottenAndAskedForAgain() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("google/translate-house-cat-dog.json") }
        cache.store(Array("<html>kept by an older flash</html>".utf8), for: "google|google|en|es|house\ncat\ndog", provider: "google", now: Date())
        let result = try await google(server).translate(["house", "cat", "dog"], from: .english, to: Self.spanish)

        #expect(result.map { $0?.text } == ["casa", "gato", "perro"])
        #expect(server.requestCount == 1)
        #expect(cache.body(for: "google|google|en|es|house\ncat\ndog").map { String(decoding: $0, as: UTF8.self) }?.contains("casa") == true)
    }

    @Test func anAnswerEchoingTheKeyIsStoredWithoutIt() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"data":{"translations":[{"translatedText":"casa \#(Self.key)"}]}}"#) }
        let result = try await google(server).translate(["house"], from: .english, to: Self.spanish)

        #expect(result.first??.text == "casa [redacted]")
        let stored = try #require(cache.body(for: "google|google|en|es|house"))
        #expect(!String(decoding: stored, as: UTF8.self).contains(Self.key))
    }

    // MARK: FreeDict

    func freeDict(_ server: LoopbackDICTServer) -> FreeDictTranslator {
        FreeDictTranslator(client: CurlClient(retryPolicy: .never), cache: client(), baseURL: server.baseURL)
    }

    @Test func freeDictAnswersAreCachedSoARebuildSendsNoLookup() async throws {
        let server = try LoopbackDICTServer(handler: TranslationProviderTests.FreeDict.replay)
        let words = ["house", "dog", "xyzzyqq"]
        let first = try await freeDict(server).translate(words, from: .english, to: Self.spanish)
        let second = try await freeDict(server).translate(words, from: .english, to: Self.spanish)

        #expect(first.map { $0?.text } == ["casa", "perro", nil])
        #expect(second == first)
        #expect(server.commands.count == 3, "a rebuild sends no lookup again, a word not found included")
    }

    @Test func aDictdErrorIsNotCached() async throws {
        let server = try LoopbackDICTServer { [repair] command in
            repair.isMended ? TranslationProviderTests.FreeDict.replay(command) : "420 server temporarily unavailable\r\n"
        }
        await #expect(throws: ProviderError.self) { try await freeDict(server).translate(["house"], from: .english, to: Self.spanish) }
        repair.mend()

        #expect(try await freeDict(server).translate(["house"], from: .english, to: Self.spanish).first??.text == "casa")
        #expect(server.commands.count == 2)
    }
}
