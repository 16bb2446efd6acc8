import FlashTestSupport
import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import HTTP
@testable import Providers

/// One redactor, made from the configuration, hides every configured key on every error path,
/// even where the request did not carry that key.
@Suite struct RedactorTests {
    static let key = "UKEY-0123456789abcdef"
    static let spanish = try! Language(code: "es")

    @Test func everySecretSettingAndTheMyMemoryAddressAreHidden() {
        var configuration = Configuration()
        configuration.set("google.key", "GKEY-0123456789")
        configuration.set("unsplash.key", Self.key)
        configuration.set("mymemory.email", "learner@example.org")
        configuration.set("learn.answer", "type")
        let redactor = Redactor(configuration: configuration)

        #expect(redactor.redact("GKEY-0123456789 and \(Self.key) from learner@example.org: type")
            == "[redacted] and [redacted] from [redacted]: type")
    }

    @Test func percentEncodedFormsAreHiddenAndShortValuesAreNot() {
        let redactor = Redactor(secrets: ["abc:def-123:fx", "es", ""])
        #expect(redactor.redact("GET /v2?auth_key=abc%3Adef-123%3Afx&lang=es") == "GET /v2?auth_key=[redacted]&lang=es")
        #expect(redactor.redact(Array("key abc:def-123:fx".utf8)) == Array("key [redacted]".utf8))
        #expect(Redactor.none.redact("anything") == "anything")
    }

    enum Path: String, CaseIterable, Sendable {
        case translate, search, download, definitions, importing, dictd
    }

    @Test(arguments: Path.allCases)
    func aConfiguredKeyEchoedByAnyHostNeverReachesAnError(path: Path) async throws {
        let echo = "API key \(Self.key) not valid. Please pass a valid API key."
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":{"code":403,"message":"\#(echo)"}}"#, status: 403) }
        defer { server.stop() }
        let dictd = try LoopbackDICTServer { _ in "530 \(echo)\r\n" }
        defer { dictd.stop() }
        let client = CurlClient(retryPolicy: .never, redactor: Redactor(secrets: [Self.key]))
        let error = await #expect(throws: (any Error).self) {
            try await Self.use(path, client: client, server: server.baseURL, dictd: dictd.baseURL)
        }

        let description = try #require(error.map { "\($0)" })
        #expect(description.contains("not valid"), "\(description)")
        #expect(!description.contains(Self.key), "\(description)")
        if case let HTTPError.status(_, _, _, _, body)? = error { #expect(!String(decoding: body, as: UTF8.self).contains(Self.key)) }
    }

    static func use(_ path: Path, client: CurlClient, server: String, dictd: String) async throws {
        switch path {
        case .translate:
            _ = try await LibreTranslator(client: client, baseURL: server).translate(["house"], from: .english, to: spanish)
        case .search:
            _ = try await OpenverseImages(client: client, baseURL: server).images(for: "apple", language: .english, limit: 3)
        case .download:
            let candidate = ImageCandidate(url: server + "/apple.png", source: "pixabay")
            _ = try await HTTPImageDownloader(client: client).bytes(for: candidate)
        case .definitions:
            _ = try await FreeDictionaryAPI(client: client, baseURL: server).entry(for: "apple", language: .english)
        case .importing:
            _ = try await client.execute(.get(server + "/kits/verbs.json", provider: "import"), timeout: .seconds(5))
        case .dictd:
            _ = try await FreeDictTranslator(client: client, baseURL: dictd).translate(["apple"], from: .english, to: spanish)
        }
    }
}
