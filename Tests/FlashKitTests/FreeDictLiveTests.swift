import Foundation
import Testing
@testable import FlashKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FreeDict against a real dictd serving fd-eng-spa at FLASH_FREEDICT_URL (default
/// dict://127.0.0.1:2628). Skipped when no dictd answers there, unless FLASH_REQUIRE_DICTD=1
/// makes that a failure.
@Suite(.enabled(if: LiveDictd.shouldRun, "no dictd answers at FLASH_FREEDICT_URL; set FLASH_REQUIRE_DICTD=1 to fail instead"))
struct FreeDictLiveTests {
    @Test func aRealDictdTranslatesHouseAndDogButNotANonsenseWord() async throws {
        try #require(LiveDictd.answers, "FLASH_REQUIRE_DICTD=1 but no dictd answers at \(LiveDictd.url)")
        let translator = FreeDictTranslator(client: CurlClient(retryPolicy: .never), baseURL: LiveDictd.url, timeout: .seconds(5))
        let result = try await translator.translate(["house", "dog", "xyzzyqq"], from: .english, to: try Language(code: "es"))

        try #require(result.count == 3)
        #expect(result[0] != nil)
        #expect(result[1] != nil)
        #expect(result[2] == nil)
        print("dictd at \(LiveDictd.url): house -> \(String(describing: result[0])), dog -> \(String(describing: result[1]))")
    }
}

/// Where the live dictd is and whether it greets: a TCP connect and a "220" read, bounded by
/// two-second socket timeouts, done once.
enum LiveDictd {
    static let url = ProcessInfo.processInfo.environment["FLASH_FREEDICT_URL"] ?? FreeDictTranslator.defaultBaseURL
    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_DICTD"] == "1" }
    static var shouldRun: Bool { required || answers }
    static let answers: Bool = {
        guard let components = URLComponents(string: url), components.scheme == "dict", let host = components.host else { return false }
        return greets(host: host, port: components.port ?? 2628)
    }()

    private static func greets(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let address = list else { return false }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        guard connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else { return false }
        var greeting = [UInt8](repeating: 0, count: 3)
        return recv(descriptor, &greeting, 3, Int32(MSG_WAITALL)) == 3 && greeting == Array("220".utf8)
    }
}
