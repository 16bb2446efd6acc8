import FlashTestSupport
import Foundation
import Testing
@testable import Model
@testable import HTTP
@testable import Providers

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
