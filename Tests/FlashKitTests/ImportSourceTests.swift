import Foundation
import Testing
@testable import Support
@testable import HTTP
@testable import Providers
@testable import Interchange

/// `flash import` reads a file, or fetches a URL with the client every provider's transfers are
/// made with, and says in one line why nothing was imported.
@Suite struct ImportSourceTests {
    @Test func aURLIsFetchedWholeOnceAndNamedByTheHostThatAnswered() async throws {
        let client = ScriptedImportClient { request in
            HTTPResponse(status: 200, body: Array("[]".utf8), url: "https://kits.example.org:8443/verbs.json")
        }
        let (bytes, origin) = try await ImportSource.read("https://example.org/verbs.json", client: client)

        #expect(bytes == Array("[]".utf8))
        #expect(origin == "kits.example.org:8443")
        let sent = try #require(client.requests.first)
        #expect(client.requests.count == 1)
        #expect(sent.request.url == "https://example.org/verbs.json" && sent.request.provider == "import")
        #expect(sent.request.maxBodySize == ImportSource.maximumBytes && sent.timeout == ImportSource.timeout)
    }

    @Test func anAnswerOtherThan200ImportsNothing() async {
        let client = ScriptedImportClient { _ in HTTPResponse(status: 204, url: "https://example.org/empty") }
        await #expect(throws: InterchangeFailure("import: HTTP 204 from example.org, an import comes with 200; nothing was imported")) {
            try await ImportSource.read("https://example.org/empty", client: client)
        }
    }

    @Test func aFailedTransferIsOneLineSayingNothingWasImported() async {
        let failure = HTTPError.couldNotConnect(provider: "import", host: "example.org", message: "refused")
        let client = ScriptedImportClient { _ in throw failure }
        await #expect(throws: InterchangeFailure("\(failure); nothing was imported")) {
            try await ImportSource.read("https://example.org/verbs.json", client: client)
        }
    }

    @Test func aFileIsReadWithoutTheClient() async throws {
        let folder = TemporaryDirectory()
        let file = folder.url.appendingPathComponent("words.txt")
        try Data("uno\tone\n".utf8).write(to: file)
        let client = ScriptedImportClient { _ in Issue.record("a file needs no request"); throw CancellationError() }

        let (bytes, origin) = try await ImportSource.read(file.path, client: client)
        #expect(bytes == Array("uno\tone\n".utf8) && origin == "words.txt")
        #expect(client.requests.isEmpty)
    }

    @Test func theProvidersClientHidesEveryConfiguredKeyAndRetriesAsAsked() {
        var configuration = Configuration()
        configuration.set("deepl.key", "DKEY-0123456789:fx")
        configuration.set("concurrency", "3")
        let client = ProviderSetup.client(configuration: configuration, retry: ImportSource.retry)

        #expect(client.redactor == Redactor(configuration: configuration))
        #expect(client.redactor.redact("auth DKEY-0123456789:fx") == "auth [redacted]")
        #expect(client.retryPolicy.maxAttempts == 2 && client.retryPolicy.baseDelay == .milliseconds(300))
    }
}

/// An HTTP client answering from a closure and remembering each request and its timeout.
final class ScriptedImportClient: HTTPClient, @unchecked Sendable {
    private let answer: @Sendable (HTTPRequest) throws -> HTTPResponse
    private let lock = NSLock()
    private var recorded: [(request: HTTPRequest, timeout: Duration)] = []

    init(answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
        self.answer = answer
    }

    var requests: [(request: HTTPRequest, timeout: Duration)] { lock.withLock { recorded } }

    func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        lock.withLock { recorded.append((request, timeout)) }
        return try answer(request)
    }
}
