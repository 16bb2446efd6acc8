import FlashTestSupport
import Foundation
import Testing
@testable import Model
@testable import HTTP
@testable import Providers

/// The five web image providers against a loopback server speaking their wire formats.
@Suite struct ImageProviderTests {
    static let key = "sk-test-0123456789abcdef"
    let sleeper = HTTPSleepRecorder()
    let recorder: ImageRequestRecorder

    init() {
        recorder = ImageRequestRecorder(client: CurlClient(retryPolicy: sleeper.policy))
    }

    func provider(_ name: String, _ server: LoopbackHTTPServer, key: String? = ImageProviderTests.key) -> any ImageProvider {
        switch name {
        case "unsplash": UnsplashImages(client: recorder, baseURL: server.baseURL, key: key, timeout: .seconds(5))
        case "pixabay": PixabayImages(client: recorder, baseURL: server.baseURL + "/", key: key, timeout: .seconds(5))
        case "pexels": PexelsImages(client: recorder, baseURL: server.baseURL, key: key, timeout: .seconds(5))
        case "openverse": OpenverseImages(client: recorder, baseURL: server.baseURL, timeout: .seconds(5))
        default: WikimediaImages(client: recorder, baseURL: server.baseURL, timeout: .seconds(5))
        }
    }

    // MARK: Unsplash

    @Test func unsplashSearchSendsTheClientIDAndReadsSmallPhotosWithCredits() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("unsplash/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("unsplash", server).images(for: "dog", language: .english, limit: 9)

        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/search/photos")
        #expect(request.query("query") == "dog" && request.query("per_page") == "9")
        #expect(request.query("orientation") == "squarish" && request.query("content_filter") == "high")
        #expect(request.query("lang") == nil)
        #expect(request.header("Authorization") == "Client-ID \(Self.key)")
        #expect(images.count == 4)
        #expect(images[0] == ImageCandidate(
            url: "https://images.unsplash.com/photo-1543466835-00a7907e9de1?ixid=M3w2NjE&w=400",
            thumbnail: "https://images.unsplash.com/photo-1543466835-00a7907e9de1?ixid=M3w2NjE&w=200",
            credit: "Photo by charlesdeluvio on Unsplash", source: "unsplash",
            downloadLocation: "https://api.unsplash.com/photos/U3aF7hgUSrk/download?ixid=M3w2NjE"))
        #expect(images[1].credit == "Photo by Joe Caione on Unsplash")
    }

    @Test func unsplashDropsScriptAndFileURLsButKeepsAPhotoWithAGoodMainURL() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("unsplash/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("unsplash", server).images(for: "dog", language: .english, limit: 9)

        #expect(!images.contains { $0.credit?.contains("Mallory") == true })
        let small = try #require(images.first { $0.url.contains("1517849845537") })
        #expect(small.thumbnail == nil && small.downloadLocation == nil)
    }

    @Test func unsplashSearchesInTheLearnedLanguage() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("unsplash/search-dog.json") }
        defer { server.stop() }
        _ = try await provider("unsplash", server).images(for: "perro", language: try Language(code: "es"), limit: 3)

        #expect(server.requests.first?.query("lang") == "es")
        #expect(recorder.requests.first?.cacheKey == "unsplash|es|perro|3")
    }

    @Test func unsplashRateLimitInPlainTextIsReportedAtOnceWithoutTheKey() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("unsplash/rate-limit.txt", status: 403) }
        defer { server.stop() }
        let error = await #expect(throws: ImageProviderError.self) {
            try await provider("unsplash", server).images(for: "dog", language: .english, limit: 9)
        }

        #expect(error == .rateLimited(provider: "unsplash", message: "Rate Limit Exceeded"))
        #expect(error?.description == "unsplash: too many requests, try again later: Rate Limit Exceeded")
        #expect(server.requestCount == 1)
    }

    @Test func unsplashInvalidTokenIsReportedAsARefusedKey() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("unsplash/invalid-token.json", status: 401) }
        defer { server.stop() }
        await #expect(throws: ImageProviderError.keyRejected(provider: "unsplash", message: "OAuth error: The access token is invalid")) {
            try await provider("unsplash", server).images(for: "dog", language: .english, limit: 9)
        }
    }

    @Test(arguments: ["unsplash", "pixabay", "pexels"])
    func providersNeedingAKeyAskForOneWithoutCallingTheServer(name: String) async throws {
        let server = try LoopbackHTTPServer { _ in .json("{}") }
        defer { server.stop() }
        let error = await #expect(throws: ImageProviderError.missingKey(provider: name)) {
            try await provider(name, server, key: nil).images(for: "dog", language: .english, limit: 9)
        }

        #expect(error?.description.contains("FLASH_\(name.uppercased())_KEY") == true)
        #expect(server.requestCount == 0)
    }

    // MARK: Pixabay

    @Test func pixabaySendsTheKeyInTheQueryAndAsksForAtLeastThree() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("pixabay/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("pixabay", server).images(for: "perro", language: try Language(code: "es"), limit: 2)

        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/api/")
        #expect(request.query("key") == Self.key && request.query("q") == "perro" && request.query("lang") == "es")
        #expect(request.query("image_type") == "photo" && request.query("per_page") == "3")
        #expect(images == [
            ImageCandidate(
                url: "https://pixabay.com/get/g5b1e2f0e7c1a4d5f6a_640.jpg",
                thumbnail: "https://cdn.pixabay.com/photo/2016/02/19/15/46/dog-1210559_150.jpg",
                credit: "Pezibear on Pixabay", source: "pixabay"),
            ImageCandidate(
                url: "https://pixabay.com/get/g3f4e5d6c7b8a9f0e1d_640.jpg",
                thumbnail: "https://cdn.pixabay.com/photo/2016/12/13/05/15/puppy-1903313_150.jpg",
                credit: "Pexels on Pixabay", source: "pixabay"),
        ])
    }

    @Test func pixabayRefusesARedirectThatWouldTakeTheKeyInItsQueryElsewhere() async throws {
        let thief = try LoopbackHTTPServer { _ in .fixture("pixabay/search-dog.json") }
        defer { thief.stop() }
        let server = try LoopbackHTTPServer { request in .redirect(to: thief.baseURL + request.path, status: 301) }
        defer { server.stop() }
        let error = await #expect(throws: HTTPError.self) {
            try await provider("pixabay", server).images(for: "dog", language: .english, limit: 9)
        }

        #expect(error == .keyRedirectRefused(provider: "pixabay", host: "127.0.0.1:\(server.port)", target: thief.baseURL + "/api/"))
        #expect(thief.requestCount == 0)
    }

    @Test func pixabaySearchesLanguagesItDoesNotKnowInEnglish() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("pixabay/search-dog.json") }
        defer { server.stop() }
        _ = try await provider("pixabay", server).images(for: "dog", language: try Language(code: "eu"), limit: 9)

        #expect(server.requests.first?.query("lang") == "en")
    }

    @Test func pixabayPlainTextErrorIsAKeyRefusalThatNeverRepeatsTheKey() async throws {
        let server = try LoopbackHTTPServer { request in
            .text("[ERROR 400] Invalid API key \(request.query("key") ?? "")", status: 400)
        }
        defer { server.stop() }
        let error = await #expect(throws: ImageProviderError.self) {
            try await provider("pixabay", server).images(for: "dog", language: .english, limit: 9)
        }

        guard case .keyRejected(let name, let message)? = error else {
            Issue.record("expected keyRejected, got \(String(describing: error))")
            return
        }
        #expect(name == "pixabay" && message.hasPrefix("[ERROR 400] Invalid API key"))
        #expect(error?.description.contains(Self.key) == false)
    }

    @Test func pixabayFixtureErrorReadsAsOneLine() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("pixabay/invalid-key.txt", status: 400) }
        defer { server.stop() }
        await #expect(throws: ImageProviderError.keyRejected(provider: "pixabay", message: "[ERROR 400] Invalid API key")) {
            try await provider("pixabay", server).images(for: "dog", language: .english, limit: 9)
        }
    }

    // MARK: Pexels

    @Test func pexelsSendsTheBareKeyAndReadsMediumPhotos() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("pexels/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("pexels", server).images(for: "dog", language: .english, limit: 9)

        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/v1/search")
        #expect(request.query("query") == "dog" && request.query("per_page") == "9")
        #expect(request.header("Authorization") == Self.key)
        #expect(images.map(\.credit) == ["Photo by Chevanon Photography on Pexels", "Photo by Helena Lopes on Pexels"])
        #expect(images[0].url == "https://images.pexels.com/photos/1108099/pexels-photo-1108099.jpeg?auto=compress&cs=tinysrgb&h=350")
        #expect(images[0].thumbnail?.hasSuffix("fit=crop&h=200&w=280") == true)
    }

    @Test func pexelsUnauthorizedIsAKeyRefusal() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("pexels/unauthorized.json", status: 401) }
        defer { server.stop() }
        let error = await #expect(throws: ImageProviderError.self) {
            try await provider("pexels", server).images(for: "dog", language: .english, limit: 9)
        }
        #expect(error?.description.hasPrefix("pexels: the API key was refused") == true)
        #expect(error?.description.contains(Self.key) == false)
    }

    // MARK: Openverse

    @Test func openverseNeedsNoKeyAndCreditsCreatorAndLicence() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("openverse/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("openverse", server).images(for: "dog", language: .english, limit: 9)

        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/v1/images/")
        #expect(request.query("q") == "dog" && request.query("page_size") == "9")
        #expect(request.header("Authorization") == nil)
        #expect(images.map(\.credit) == ["by Tambako The Jaguar, CC BY-ND 2.0", "CC0 1.0", "by Ana Pérez, CC BY 2.0"])
        #expect(images[0].url == "https://live.staticflickr.com/3617/3420483431_0f2aa93bd8_b.jpg")
        #expect(images[0].thumbnail == "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/")
        #expect(images[2].thumbnail == nil)
    }

    @Test func openverseAsksForAtMostTwentyAnonymously() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("openverse/search-dog.json") }
        defer { server.stop() }
        _ = try await provider("openverse", server).images(for: "dog", language: .english, limit: 50)

        #expect(server.requests.first?.query("page_size") == "20")
    }

    @Test func openverseLongRetryAfterIsReportedAtOnceAsRateLimited() async throws {
        let server = try LoopbackHTTPServer { _ in
            .fixture("openverse/throttled.json", status: 429).header("Retry-After", "3600")
        }
        defer { server.stop() }
        await #expect(throws: ImageProviderError.rateLimited(
            provider: "openverse", message: "Request was throttled. Expected available in 3600 seconds.")) {
            try await provider("openverse", server).images(for: "dog", language: .english, limit: 9)
        }
        #expect(server.requestCount == 1)
        #expect(sleeper.durations.isEmpty)
    }

    @Test func openverseShortRetryAfterIsWaitedOutAndTheSearchSucceeds() async throws {
        let script = HTTPScript(
            .fixture("openverse/throttled.json", status: 429).header("Retry-After", "2"), .fixture("openverse/search-dog.json"))
        let server = try LoopbackHTTPServer(handler: script.next)
        defer { server.stop() }
        let images = try await provider("openverse", server).images(for: "dog", language: .english, limit: 9)

        #expect(images.count == 3)
        #expect(sleeper.durations == [.seconds(2)])
    }

    // MARK: Wikimedia

    @Test func wikimediaSendsTheFileSearchQueryAndKeepsRasterImagesInSearchOrder() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("wikimedia/search-dog.json") }
        defer { server.stop() }
        let images = try await provider("wikimedia", server).images(for: "dog", language: .english, limit: 9)

        let request = try #require(server.requests.first)
        #expect(request.pathWithoutQuery == "/w/api.php")
        let expected = [
            "action": "query", "format": "json", "formatversion": "2", "generator": "search", "gsrsearch": "dog",
            "gsrnamespace": "6", "gsrlimit": "18", "prop": "imageinfo", "iiprop": "url|mime", "iiurlwidth": "400",
        ]
        for (name, value) in expected { #expect(request.query(name) == value, "\(name)") }
        #expect(images.map(\.url) == [
            "https://upload.wikimedia.org/wikipedia/commons/thumb/9/93/Golden_Retriever_Dukedestiny01.jpg/400px-Golden_Retriever_Dukedestiny01.jpg",
            "https://upload.wikimedia.org/wikipedia/commons/4/4c/Beagle_puppy.png",
            "https://upload.wikimedia.org/wikipedia/commons/thumb/3/3b/Puppy_in_snow.webp/400px-Puppy_in_snow.webp.png",
        ])
        #expect(images[0].credit == "Golden Retriever Dukedestiny01, Wikimedia Commons")
    }

    @Test func wikimediaErrorInsideASuccessfulAnswerIsThrown() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("wikimedia/error-ratelimited.json") }
        defer { server.stop() }
        let error = await #expect(throws: ImageProviderError.self) {
            try await provider("wikimedia", server).images(for: "dog", language: .english, limit: 9)
        }
        #expect(error?.description
            == "wikimedia: the service reported an error: You've exceeded your rate limit. Please wait some time and try again. (ratelimited)")
    }

    @Test func wikimediaWithoutResultsGivesNoImages() async throws {
        let server = try LoopbackHTTPServer { _ in .fixture("wikimedia/no-results.json") }
        defer { server.stop() }
        let images = try await provider("wikimedia", server).images(for: "qwxzv", language: .english, limit: 9)
        #expect(images.isEmpty)
    }

    // MARK: Every provider

    @Test(arguments: [
        ("unsplash", "unsplash/search-dog.json"), ("pixabay", "pixabay/search-dog.json"), ("pexels", "pexels/search-dog.json"),
        ("openverse", "openverse/search-dog.json"), ("wikimedia", "wikimedia/search-dog.json"),
    ])
    func everyProviderHonoursTheLimitAndKeepsOnlyWebURLs(name: String, fixture: String) async throws {
        let server = try LoopbackHTTPServer { _ in .fixture(fixture) }
        defer { server.stop() }
        let provider = provider(name, server)
        let two = try await provider.images(for: "dog", language: .english, limit: 2)
        let all = try await provider.images(for: "dog", language: .english, limit: 9)

        #expect(provider.name == name)
        #expect(two.count == 2 && two == Array(all.prefix(2)))
        for candidate in all {
            #expect(candidate.source == name)
            #expect(candidate.url.hasPrefix("https://"))
            #expect(candidate.thumbnail.map { $0.hasPrefix("https://") } ?? true)
        }
    }

    @Test(arguments: ["unsplash", "pixabay", "pexels", "openverse", "wikimedia"])
    func everyProviderSetsACacheKeyWithoutTheAPIKey(name: String) async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"results":[],"hits":[],"photos":[]}"#) }
        defer { server.stop() }
        _ = try await provider(name, server).images(for: "dog", language: .english, limit: 9)

        let request = try #require(recorder.requests.first)
        let cacheKey = try #require(request.cacheKey)
        #expect(cacheKey.hasPrefix("\(name)|") && cacheKey.contains("dog"))
        #expect(!cacheKey.contains(Self.key))
    }

    @Test(arguments: ["unsplash", "pixabay", "pexels", "openverse", "wikimedia"])
    func everyProviderReportsAnAnswerInTheWrongShape(name: String) async throws {
        let server = try LoopbackHTTPServer { _ in .text("<html>maintenance</html>") }
        defer { server.stop() }
        await #expect(throws: ImageProviderError.malformedResponse(provider: name)) {
            try await provider(name, server).images(for: "dog", language: .english, limit: 9)
        }
    }

    @Test(arguments: ["unsplash", "pixabay", "pexels", "openverse", "wikimedia"])
    func everyProviderSkipsTheNetworkForAnEmptyWordOrLimit(name: String) async throws {
        let server = try LoopbackHTTPServer { _ in .json("{}") }
        defer { server.stop() }
        #expect(try await provider(name, server).images(for: " \t", language: .english, limit: 9).isEmpty)
        #expect(try await provider(name, server).images(for: "dog", language: .english, limit: 0).isEmpty)
        #expect(server.requestCount == 0)
    }
}

/// The downloader that fetches a chosen picture and registers Unsplash photos.
@Suite struct HTTPImageDownloaderTests {
    static let key = "sk-test-0123456789abcdef"
    let client = CurlClient(retryPolicy: HTTPSleepRecorder().policy)

    static var png: [UInt8] {
        Array(FileManager.default.contents(atPath: LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures/images/apple.png").path) ?? Data())
    }

    func candidate(_ url: String, source: String = "openverse") -> ImageCandidate {
        ImageCandidate(url: url, source: source)
    }

    @Test func aPNGIsDownloadedWithTheProviderAsLabel() async throws {
        let server = try LoopbackHTTPServer { _ in .bytes(Self.png, contentType: "image/png") }
        defer { server.stop() }
        let bytes = try await HTTPImageDownloader(client: client).bytes(for: candidate(server.baseURL + "/apple.png"))

        #expect(bytes == Self.png && !bytes.isEmpty)
        #expect(ImageFormat(magic: bytes) == .png)
    }

    @Test func anHTMLPageServedAsPNGIsRefusedByItsMagicBytes() async throws {
        let server = try LoopbackHTTPServer { _ in
            .bytes(Array("<!doctype html><title>Login</title>".utf8), contentType: "image/png")
        }
        defer { server.stop() }
        let url = server.baseURL + "/photo.png?token=abc123secret"
        await #expect(throws: ImageError.notAnImage(server.baseURL + "/photo.png")) {
            try await HTTPImageDownloader(client: client).bytes(for: candidate(url))
        }
    }

    @Test func aBodyOverTheImageLimitIsAborted() async throws {
        let server = try LoopbackHTTPServer { _ in .filler(count: HTTPRequest.imageBodyLimit + 1, chunked: true) }
        defer { server.stop() }
        await #expect(throws: HTTPError.bodyTooLarge(provider: "openverse images", host: "127.0.0.1:\(server.port)", limit: HTTPRequest.imageBodyLimit)) {
            try await HTTPImageDownloader(client: client).bytes(for: candidate(server.baseURL + "/huge.jpg"))
        }
    }

    @Test func aRedirectToAFileURLIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in .redirect(to: "file:///etc/passwd") }
        defer { server.stop() }
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPImageDownloader(client: client).bytes(for: candidate(server.baseURL + "/cat.jpg"))
        }
        guard case .redirectRefused? = error else {
            Issue.record("expected redirectRefused, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["file:///etc/passwd", "ftp://example.com/cat.png", "javascript:alert(1)"])
    func urlsOtherThanHTTPAreRefusedWithoutARequest(url: String) async throws {
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPImageDownloader(client: client).bytes(for: candidate(url))
        }
        guard case .unsupportedProtocol? = error else {
            Issue.record("expected unsupportedProtocol, got \(String(describing: error))")
            return
        }
    }

    @Test func aLocalFixtureImageIsRead() async throws {
        let path = LoopbackFixtures.repositoryRoot.appendingPathComponent("Fixtures/images/apple.png").path
        let bytes = try await HTTPImageDownloader(client: client).bytes(for: candidate(path, source: "fixtures"))
        #expect(bytes == Self.png)
    }

    @Test func aStatusOtherThan200IsNotAnImage() async throws {
        let server = try LoopbackHTTPServer { _ in LoopbackResponse(status: 204) }
        defer { server.stop() }
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPImageDownloader(client: client).bytes(for: candidate(server.baseURL + "/empty.png"))
        }
        #expect(error?.statusCode == 204)
    }

    @Test func anUnsplashPhotoIsDownloadedThenRegisteredWithTheKey() async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.pathWithoutQuery {
            case "/search/photos": Self.unsplashSearch(host: request.header("Host") ?? "")
            case "/photo-1543466835-00a7907e9de1": .bytes(Self.png, contentType: "image/jpeg")
            default: .fixture("unsplash/download.json")
            }
        }
        defer { server.stop() }
        let unsplash = UnsplashImages(client: client, baseURL: server.baseURL, key: Self.key, timeout: .seconds(5))
        let chosen = try #require(try await unsplash.images(for: "dog", language: .english, limit: 1).first)
        let bytes = try await HTTPImageDownloader(client: client, unsplash: unsplash).bytes(for: chosen)

        #expect(bytes == Self.png)
        let paths = server.requests.map(\.pathWithoutQuery)
        #expect(paths == ["/search/photos", "/photo-1543466835-00a7907e9de1", "/photos/U3aF7hgUSrk/download"])
        let registration = try #require(server.requests.last)
        #expect(registration.header("Authorization") == "Client-ID \(Self.key)")
        #expect(registration.query("ixid") == "M3w2NjE")
        #expect(server.requests[1].header("Authorization") == nil)
    }

    @Test func registrationRefusesToSendTheKeyToAnotherHost() async throws {
        let server = try LoopbackHTTPServer { _ in .json("{}") }
        defer { server.stop() }
        let unsplash = UnsplashImages(client: client, baseURL: server.baseURL, key: Self.key, timeout: .seconds(5))
        let stolen = ImageCandidate(
            url: "https://images.unsplash.com/x.jpg", source: "unsplash", downloadLocation: "http://127.0.0.2:\(server.port)/steal")

        await #expect(throws: ImageProviderError.untrustedURL(provider: "unsplash", host: "127.0.0.2:\(server.port)")) {
            try await unsplash.registerDownload(stolen)
        }
        #expect(server.requestCount == 0)
    }

    @Test func candidatesFromOtherProvidersAreNotRegistered() async throws {
        let server = try LoopbackHTTPServer { _ in .bytes(Self.png, contentType: "image/png") }
        defer { server.stop() }
        let unsplash = UnsplashImages(client: client, baseURL: server.baseURL, key: Self.key)
        var other = candidate(server.baseURL + "/apple.png", source: "pexels")
        other.downloadLocation = server.baseURL + "/photos/x/download"
        _ = try await HTTPImageDownloader(client: client, unsplash: unsplash).bytes(for: other)

        #expect(server.requests.map(\.pathWithoutQuery) == ["/apple.png"])
    }

    /// The Unsplash search fixture with Unsplash's hosts pointing at the loopback server.
    static func unsplashSearch(host: String) -> LoopbackResponse {
        let text = String(decoding: (try? LoopbackFixtures.bytes("unsplash/search-dog.json")) ?? [], as: UTF8.self)
            .replacingOccurrences(of: "https://api.unsplash.com", with: "http://\(host)")
            .replacingOccurrences(of: "https://images.unsplash.com", with: "http://\(host)")
        return .json(text)
    }
}

/// An HTTP client that remembers every request it passes on, to check cache keys.
final class ImageRequestRecorder: HTTPClient, @unchecked Sendable {
    private let client: any HTTPClient
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []

    init(client: any HTTPClient) {
        self.client = client
    }

    var requests: [HTTPRequest] { lock.withLock { recorded } }

    func execute(_ request: HTTPRequest, timeout: Duration) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try await client.execute(request, timeout: timeout)
    }
}
