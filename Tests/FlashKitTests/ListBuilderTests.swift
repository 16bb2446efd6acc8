import Foundation
import Synchronization
import Testing
@testable import Model
@testable import Providers
@testable import ListMaker

@Suite struct ListBuilderTests {
    struct Table: TranslationProvider {
        let name: String
        let words: [String: String]
        var fails = false

        func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
            struct Down: Error, CustomStringConvertible { var description: String { "service down" } }
            if fails { throw Down() }
            return words.map { self.words[$0].map { Translation(text: $0) } }
        }
    }

    struct Pictures: ImageProvider {
        let name = "pictures"
        let urls: [String]

        func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
            urls.prefix(limit).map { ImageCandidate(url: $0, credit: "\u{1B}[31mAna", source: name) }
        }
    }

    /// The study a list's pictures were prepared for, once they are.
    final class Prepared: Sendable {
        let study = Mutex<Study?>(nil)
    }

    struct PreparingPictures: ImageProvider {
        let name = "pictures"
        let prepared: Prepared

        func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] { [] }
        func prepare(for study: Study) async { prepared.study.withLock { $0 = study } }
    }

    /// Translates every word as "perro" once the pictures are being prepared, and as nothing if
    /// they are not within ten seconds.
    struct WaitingForPictures: TranslationProvider {
        let name = "waiting"
        let prepared: Prepared

        func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?] {
            let end = ContinuousClock.now + .seconds(10)
            while prepared.study.withLock({ $0 == nil }), ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(5)) }
            let ready = prepared.study.withLock { $0 != nil }
            return words.map { _ in ready ? Translation(text: "perro") : nil }
        }
    }

    /// Serves a PNG for URLs ending in "good.png" and fails for the rest.
    struct Downloads: ImageDownloading {
        func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
            guard candidate.url.hasSuffix("good.png") else { throw ImageError.notAnImage(candidate.url) }
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        }
    }

    let folder = TemporaryDirectory()
    let study = try! Study(native: .english, learned: Language(code: "es"))
    let words = [ParsedWord(text: "dog", line: 1), ParsedWord(text: "cat", translation: "minino, gato", line: 2), ParsedWord(text: "owl", line: 3)]

    func builder(_ translators: [any TranslationProvider], images: [String] = []) -> ListBuilder {
        ListBuilder(translators: translators, imageProviders: [Pictures(urls: images)], downloader: Downloads(),
                    imageStore: ImageStore(directory: folder.url))
    }

    @Test func providersAreAskedInOrderOnlyForWhatIsStillMissing() async {
        let first = Table(name: "first", words: ["dog": "perro", "cat": "gatito"])
        let second = Table(name: "second", words: ["owl": "búho", "dog": "can"])
        let report = await builder([first, second]).build(words, study: study, side: .native, images: false, now: Date())
        #expect(report.cards.map(\.learned) == ["perro", "minino", "búho"])
        #expect(report.cards.map(\.translationSource) == ["first", "you", "second"])
        #expect(report.cards[1].alternatives == ["gato"])
        #expect(report.translatedBy == ["first": 1, "you": 1, "second": 1])
        #expect(report.untranslated.isEmpty)
    }

    @Test func aFailingProviderIsNotedAndTheNextOneHelps() async {
        let broken = Table(name: "broken", words: [:], fails: true)
        let backup = Table(name: "backup", words: ["dog": "perro"])
        let report = await builder([broken, backup]).build(words, study: study, side: .native, images: false, now: Date())
        #expect(report.notes == ["broken failed: service down"])
        #expect(report.cards[0].learned == "perro")
        #expect(report.untranslated == ["owl"])
        #expect(report.cards[2].learned == "")
    }

    @Test func learnedWordsAreTranslatedBackAndKeepTheirSide() async {
        let back = Table(name: "back", words: ["perro": "dog"])
        let report = await builder([back]).build([ParsedWord(text: "perro", line: 1)], study: study, side: .learned, images: false, now: Date())
        #expect(report.cards[0].native == "dog")
        #expect(report.cards[0].learned == "perro")
        #expect(report.cards[0].alternativesSide == .native)
    }

    @Test func theFirstCandidateThatDownloadsBecomesTheImageAndAllAreKept() async throws {
        let urls = ["https://example.org/broken.png", "https://example.org/good.png", "https://example.org/other.png"]
        let report = await builder([Table(name: "t", words: ["dog": "perro"])], images: urls)
            .build([ParsedWord(text: "dog", line: 1)], study: study, side: .native, images: true, now: Date())
        let card = try #require(report.cards.first)
        #expect(card.imageIndex == 1)
        #expect(card.imageURL == urls[1])
        #expect(card.imageCandidates.map(\.url) == urls)
        #expect(card.imageCredit == "Ana")
        #expect(report.imagesBy == ["pictures": 1])
    }

    @Test func picturesArePreparedWhileTheWordsAreTranslated() async {
        let prepared = Prepared()
        let builder = ListBuilder(translators: [WaitingForPictures(prepared: prepared)], imageProviders: [PreparingPictures(prepared: prepared)],
                                  downloader: Downloads(), imageStore: ImageStore(directory: folder.url))
        let report = await builder.build([ParsedWord(text: "dog", line: 1)], study: study, side: .native, images: true, now: Date())
        #expect(report.cards.map(\.learned) == ["perro"])
        #expect(prepared.study.withLock { $0 } == study)
    }

    @Test func aListWithoutPicturesPreparesNone() async {
        let prepared = Prepared()
        let builder = ListBuilder(translators: [Table(name: "t", words: ["dog": "perro"])], imageProviders: [PreparingPictures(prepared: prepared)],
                                  downloader: Downloads(), imageStore: ImageStore(directory: folder.url))
        _ = await builder.build([ParsedWord(text: "dog", line: 1)], study: study, side: .native, images: false, now: Date())
        #expect(prepared.study.withLock { $0 } == nil)
    }

    @Test func candidatesAreKeptWhenNoneDownloads() async throws {
        let urls = ["https://example.org/broken.png", "https://example.org/worse.png"]
        let report = await builder([Table(name: "t", words: ["dog": "perro"])], images: urls)
            .build([ParsedWord(text: "dog", line: 1)], study: study, side: .native, images: true, now: Date())
        let card = try #require(report.cards.first)
        #expect(card.imageFile == nil)
        #expect(card.imageCandidates.map(\.url) == urls)
        #expect(report.withoutImage == ["dog"])
    }
}
