import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Providers

/// The emoji provider, font and annotations against the installed Noto Color Emoji and CLDR
/// data. Skipped when they are absent, unless FLASH_REQUIRE_OFFLINE_DATA=1 makes that a failure.
@Suite(.enabled(if: OfflineEmojiData.shouldRun, "Noto Color Emoji or CLDR annotations not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct EmojiInstalledDataTests {
    static let spanish = Language(trusted: "es")

    @Test func theDogPictureIsAPNGOfASaneSize() throws {
        try OfflineEmojiData.requireInstalled()
        let png = try #require(try EmojiFont(path: EmojiFont.defaultPath).png(for: "🐕"))
        #expect(ImageFormat(magic: png) == .png)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((32...512).contains(width) && (32...512).contains(height), "\(width)x\(height)")
    }

    @Test func textStyleEmojiWithOrWithoutTheSelectorAndNoSequences() throws {
        try OfflineEmojiData.requireInstalled()
        let font = try EmojiFont(path: EmojiFont.defaultPath)
        #expect(try font.png(for: "☀") != nil)
        #expect(try font.png(for: "☀️") == font.png(for: "☀"))
        #expect(try font.png(for: "A") == nil)
        #expect(try font.png(for: "🐕‍🦺") == nil)
        #expect(try font.png(for: "") == nil)
        #expect(font.contains("🔨") && !font.contains("x"))
    }

    @Test(arguments: [("dog", "🐕"), ("candle", "🕯"), ("hammer", "🔨"), ("sun", "☀"), ("Dog", "🐕")])
    func englishNounsGetTheirEmojiFirst(word: String, emoji: String) throws {
        try OfflineEmojiData.requireInstalled()
        let images = try EmojiImages().candidates(for: ImageQuery(word: word, language: .english, partOfSpeech: .noun), limit: 3)
        #expect(images.first?.url == Self.url(of: emoji))
        #expect(images.allSatisfy { $0.source == "emoji" && $0.url.hasPrefix("emoji:") })
    }

    @Test(arguments: [("perro", "🐕"), ("vela", "🕯")])
    func spanishNounsGetTheirEmojiFirst(word: String, emoji: String) throws {
        try OfflineEmojiData.requireInstalled()
        let images = try EmojiImages().candidates(for: ImageQuery(word: word, language: Self.spanish, partOfSpeech: .noun), limit: 3)
        #expect(images.first?.url == Self.url(of: emoji))
    }

    @Test func theCandidateNamesTheEmojiAndItsLicence() async throws {
        try OfflineEmojiData.requireInstalled()
        let images = try await EmojiImages().images(for: "dog", language: .english, limit: 1)
        #expect(images == [ImageCandidate(url: "emoji:1F415", credit: "Noto Color Emoji 🐕 dog (SIL OFL 1.1)", source: "emoji")])
    }

    @Test func aNameWithOneQualifierComesAfterTheExactName() throws {
        try OfflineEmojiData.requireInstalled()
        let provider = EmojiImages()
        let dog = try provider.candidates(for: ImageQuery(word: "dog", language: .english, partOfSpeech: .noun), limit: 2)
        #expect(dog.map(\.url) == ["emoji:1F415", "emoji:1F436"])
        let apple = try provider.candidates(for: ImageQuery(word: "apples", language: .english, lemma: "apple", partOfSpeech: .noun), limit: 1)
        #expect(apple.first?.url == "emoji:1F34E")
    }

    @Test(arguments: [("small", PartOfSpeech.adjective), ("see", .verb), ("red", .adjective), ("quickly", .adverb)])
    func wordsThatAreNotNounsGetNothing(word: String, partOfSpeech: PartOfSpeech) throws {
        try OfflineEmojiData.requireInstalled()
        let query = ImageQuery(word: word, language: .english, partOfSpeech: partOfSpeech)
        #expect(try EmojiImages().candidates(for: query, limit: 5).isEmpty)
    }

    @Test func withoutAPartOfSpeechOnlyExactNamesCount() async throws {
        try OfflineEmojiData.requireInstalled()
        let provider = EmojiImages()
        #expect(try await provider.images(for: "apple", language: .english, limit: 5).isEmpty)
        #expect(try await provider.images(for: "small", language: .english, limit: 5).isEmpty)
        #expect(try await provider.images(for: "dog", language: .english, limit: 5).map(\.url) == ["emoji:1F415"])
        let noun = try await provider.images(for: ImageQuery(word: "apple", language: .english, partOfSpeech: .noun), limit: 5)
        #expect(!noun.isEmpty)
    }

    @Test func anOverrideForcesAPictureFirstAndADashForbidsAny() throws {
        try OfflineEmojiData.requireInstalled()
        let folder = TemporaryDirectory()
        let overrides = folder.url.appendingPathComponent("overrides.tsv").path
        try "# test\nen\tdog\t🐈\nEN\tCandle\t-\nes\tperro\t🐕\n".write(toFile: overrides, atomically: true, encoding: .utf8)
        let provider = EmojiImages(overridesPath: overrides)

        let dog = try provider.candidates(for: ImageQuery(word: "dog", language: .english, partOfSpeech: .noun), limit: 3)
        #expect(dog.first?.url == "emoji:1F408")
        #expect(dog.dropFirst().first?.url == "emoji:1F415")
        #expect(try provider.candidates(for: ImageQuery(word: "candle", language: .english, partOfSpeech: .noun), limit: 3).isEmpty)
        #expect(try provider.candidates(for: ImageQuery(word: "candle", language: .english), limit: 3).isEmpty)
        let perro = try provider.candidates(for: ImageQuery(word: "perro", language: Self.spanish), limit: 3)
        #expect(perro.map(\.url) == ["emoji:1F415"])
    }

    @Test func theProjectsOverrideTableIsWellFormedAndUsed() throws {
        try OfflineEmojiData.requireInstalled()
        let provider = EmojiImages(overridesPath: Self.projectOverrides)
        let car = try provider.candidates(for: ImageQuery(word: "car", language: .english, partOfSpeech: .noun), limit: 1)
        #expect(car.first?.url == "emoji:1F697")
        #expect(try provider.candidates(for: ImageQuery(word: "mesa", language: Self.spanish, partOfSpeech: .noun), limit: 1).isEmpty)
    }

    @Test func aMalformedOverrideLineIsReportedWithItsNumber() throws {
        try OfflineEmojiData.requireInstalled()
        let folder = TemporaryDirectory()
        let overrides = folder.url.appendingPathComponent("overrides.tsv").path
        try "# comment\nen\tdog\t🐈\nen dog cat\n".write(toFile: overrides, atomically: true, encoding: .utf8)
        #expect(throws: EmojiError.malformedOverrides(path: overrides, line: 3)) {
            try EmojiImages(overridesPath: overrides).candidates(for: ImageQuery(word: "dog", language: .english), limit: 1)
        }
    }

    @Test func aLanguageWithoutNamesIsAnError() throws {
        try OfflineEmojiData.requireInstalled()
        let latin = Language(trusted: "la")
        #expect(throws: EmojiError.noNames(language: "Latin")) {
            try EmojiImages().candidates(for: ImageQuery(word: "canis", language: latin, partOfSpeech: .noun), limit: 1)
        }
    }

    @Test func theReaderReadsEmojiFromTheFontAndRejectsMalformedURLs() async throws {
        try OfflineEmojiData.requireInstalled()
        let reader = EmojiImageReader(inner: LocalImageReader())
        let png = try await reader.bytes(for: ImageCandidate(url: "emoji:1F415", source: "emoji"))
        #expect(png == (try EmojiFont(path: EmojiFont.defaultPath).png(for: "🐕")))
        for url in ["emoji:zz", "emoji:", "emoji:1F415-", "emoji:110000", "emoji:41", "emoji:1F415-200D-1F9BA"] {
            await #expect(throws: ImageError.unreadable(url)) {
                try await reader.bytes(for: ImageCandidate(url: url, source: "emoji"))
            }
        }
    }

    static func url(of emoji: String) -> String {
        "emoji:" + emoji.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "-")
    }

    static var projectOverrides: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Config/emoji-overrides.tsv").path
    }
}

/// The font reader, annotation scanner and reader on data made here; runs everywhere.
@Suite struct EmojiFormatTests {
    @Test func everyBitmapIndexAndImageFormatIsRead() throws {
        let font = try EmojiFont(data: Data(TinyEmojiFont.bytes()), path: "tiny.ttf")
        for (emoji, glyph) in TinyEmojiFont.glyphs {
            #expect(try font.png(for: emoji) == TinyEmojiFont.png(glyph), "glyph \(glyph)")
        }
        #expect(try font.png(for: "☀️") == TinyEmojiFont.png(1))
        #expect(try font.png(for: "☃") == nil)
        #expect(!font.contains("🐕"))
    }

    @Test func everyTruncatedOrCorruptedFontThrowsOrReadsWithoutTrapping() throws {
        let bytes = TinyEmojiFont.bytes()
        for length in 0..<bytes.count {
            Self.readEverything(Array(bytes[..<length]))
        }
        for position in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0xFF] {
                var corrupted = bytes
                corrupted[position] = value
                Self.readEverything(corrupted)
            }
        }
        #expect(throws: EmojiError.self) { try EmojiFont(data: Data(bytes[..<100]), path: "cut.ttf") }
    }

    @Test func aTruncatedOrGarbageFontFileThrowsAClearError() throws {
        let folder = TemporaryDirectory()
        let garbage = folder.url.appendingPathComponent("garbage.ttf").path
        var generator = SplitMix64(seed: 7)
        try Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: URL(fileURLWithPath: garbage))
        let error = #expect(throws: EmojiError.self) { try EmojiFont(path: garbage) }
        #expect(error?.description.contains("not a usable colour emoji font") == true)

        let cut = folder.url.appendingPathComponent("cut.ttf").path
        try Data(TinyEmojiFont.bytes().prefix(40)).write(to: URL(fileURLWithPath: cut))
        #expect(throws: EmojiError.malformedFont(path: cut, reason: "the font table is truncated")) { try EmojiFont(path: cut) }
        #expect(throws: EmojiError.unreadableFont(path: folder.path + "/missing.ttf")) {
            try EmojiFont(path: folder.path + "/missing.ttf")
        }
    }

    @Test func annotationsAreScannedInFileOrderWithEntitiesDecoded() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <ldml><annotations>
            \t\t<annotation cp="&amp;">ampersand | and</annotation>
            \t\t<annotation cp="&amp;" type="tts">ampersand</annotation>
            \t\t<annotation cp="🐕">dog | pet &amp; friend | &lt;b&gt; | &quot;q&quot; &apos;a&apos; | &#x1F436;&#65; | &bogus;</annotation>
            \t\t<annotation cp="🐕" type="tts" draft="contributed">dog</annotation>
            \t\t<annotation cp="🕯" type="tts">candle</annotation>
            \t\t<annotation cp="🕯">candle | light</annotation>
            </annotations></ldml>
            """
        let folder = TemporaryDirectory()
        try xml.write(toFile: folder.path + "/en.xml", atomically: true, encoding: .utf8)
        let entries = try EmojiAnnotations(directory: folder.path, language: .english).entries
        #expect(entries == [
            .init(emoji: "&", name: "ampersand", keywords: ["ampersand", "and"]),
            .init(emoji: "🐕", name: "dog", keywords: ["dog", "pet & friend", "<b>", "\"q\" 'a'", "🐶A", "&bogus;"]),
            .init(emoji: "🕯", name: "candle", keywords: ["candle", "light"]),
        ])
        #expect(throws: EmojiError.unreadableAnnotations(path: folder.path + "/es.xml")) {
            try EmojiAnnotations(directory: folder.path, language: Language(trusted: "es"))
        }
    }

    /// Two locales' names of one emoji are a translation; a name that says more than the word is
    /// a narrower thing, but a one-word compound may take two words and a joining word.
    @Test func emojiNamesTranslateOneWordCompoundsButNotNarrowerThings() throws {
        let folder = TemporaryDirectory()
        func write(_ code: String, _ names: [(String, String)]) throws {
            let lines = names.map { "\t\t<annotation cp=\"\($0.0)\" type=\"tts\">\($0.1)</annotation>" }
            try (["<ldml><annotations>"] + lines + ["</annotations></ldml>"]).joined(separator: "\n")
                .write(toFile: "\(folder.path)/\(code).xml", atomically: true, encoding: .utf8)
        }
        try write("en", [("🪥", "toothbrush"), ("🏤", "post office"), ("🕶", "sunglasses"), ("🍊", "tangerine"), ("🦭", "seal")])
        try write("it", [("🪥", "spazzolino da denti"), ("🏤", "ufficio postale europeo di zona"), ("🕶", "occhiali scuri grandi"),
                         ("🍊", "mandarino"), ("🦭", "foca")])
        let names = try #require(CLDRNames(from: .english, to: Language(trusted: "it"), directory: folder.path))
        #expect(names.names(of: "Toothbrush") == ["spazzolino da denti"])
        #expect(names.names(of: "tangerine") == ["mandarino"])
        #expect(names.names(of: "post office").isEmpty)
        #expect(names.names(of: "sunglasses").isEmpty, "three words with no joining word name more than the thing")
        #expect(CLDRNames(from: .english, to: Language(trusted: "fr"), directory: folder.path) == nil)
    }

    @Test func aMissingFontIsAnErrorOnlyWhenAnEmojiIsRead() async throws {
        let reader = EmojiImageReader(inner: LocalImageReader(), fontPath: "/nonexistent/emoji.ttf")
        await #expect(throws: EmojiError.unreadableFont(path: "/nonexistent/emoji.ttf")) {
            try await reader.bytes(for: ImageCandidate(url: "emoji:1F415", source: "emoji"))
        }
        await #expect(throws: ImageError.unreadable("https://example.com/a.png")) {
            try await reader.bytes(for: ImageCandidate(url: "https://example.com/a.png", source: "unsplash"))
        }
    }

    @Test func theCreditNamesAFontFileThatIsNotNotoColorEmoji() throws {
        let folder = TemporaryDirectory()
        try #"<annotation cp="☀" type="tts">sun</annotation>"#.write(toFile: folder.path + "/en.xml", atomically: true, encoding: .utf8)
        for (file, credit) in [("tiny.ttf", "tiny.ttf ☀️ sun"), ("NotoColorEmoji.ttf", "Noto Color Emoji ☀️ sun (SIL OFL 1.1)")] {
            try Data(TinyEmojiFont.bytes()).write(to: folder.url.appendingPathComponent(file))
            let provider = EmojiImages(fontPath: folder.path + "/" + file, annotationsDirectory: folder.path)
            let images = try provider.candidates(for: ImageQuery(word: "sun", language: .english), limit: 1)
            #expect(images == [ImageCandidate(url: "emoji:2600", credit: credit, source: "emoji")])
        }
    }

    static func readEverything(_ bytes: [UInt8]) {
        guard let font = try? EmojiFont(data: Data(bytes), path: "fuzz.ttf") else { return }
        for emoji in TinyEmojiFont.glyphs.map(\.0) + ["☃", "🐕"] {
            _ = try? font.png(for: emoji)
            _ = font.contains(emoji)
        }
    }
}

/// Whether the installed font and annotations are there, and whether their absence must fail.
enum OfflineEmojiData {
    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_OFFLINE_DATA"] == "1" }
    static var shouldRun: Bool { required || installed }
    static var installed: Bool {
        let files = [EmojiFont.defaultPath, EmojiAnnotations.defaultDirectory + "/en.xml", EmojiAnnotations.defaultDirectory + "/es.xml"]
        return files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    static func requireInstalled() throws {
        try #require(installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but fonts-noto-color-emoji or unicode-cldr-core is not installed")
    }
}

/// A tiny colour bitmap font using the formats Noto Color Emoji does not: cmap format 4 (with
/// deltas and a glyph array), index subtable formats 1 to 5, and image formats 17, 18 and 19.
enum TinyEmojiFont {
    /// The emoji and the glyph each is drawn with.
    static let glyphs: [(String, Int)] = [("☀", 1), ("☁", 2), ("☂", 3), ("❤", 4), ("❥", 5)]

    /// A fake PNG: the signature and bytes telling glyphs apart.
    static func png(_ glyph: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: UInt8(glyph), count: glyph + 3)
    }

    static func bytes() -> [UInt8] {
        let tables = [("CBDT", bitmapData().bytes), ("CBLC", bitmapLocations()), ("cmap", characterMap())]
        var directory = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        let start = 12 + 16 * tables.count
        for (tag, table) in tables {
            directory += Array(tag.utf8) + u32(0) + u32(start + body.count) + u32(table.count)
            body += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
        }
        return directory + body
    }

    /// Glyph 1 in format 19, 2 in 18, 3 to 5 in 17; and where each record starts.
    static func bitmapData() -> (bytes: [UInt8], offsets: [Int]) {
        var bytes = u16(3) + u16(0)
        var offsets: [Int] = []
        for glyph in 1...5 {
            offsets.append(bytes.count)
            let metrics = glyph == 1 ? [] : [UInt8](repeating: 9, count: glyph == 2 ? 8 : 5)
            bytes += metrics + u32(png(glyph).count) + png(glyph)
        }
        offsets.append(bytes.count)
        return (bytes, offsets)
    }

    /// One strike whose index subtables are, for glyphs 1 to 5, formats 2, 3, 5, 1 and 4.
    static func bitmapLocations() -> [UInt8] {
        let offsets = bitmapData().offsets
        let size = { (glyph: Int) in offsets[glyph] - offsets[glyph - 1] }
        let metrics = [UInt8](repeating: 0, count: 8)
        let subtables: [[UInt8]] = [
            u16(2) + u16(19) + u32(offsets[0]) + u32(size(1)) + metrics,
            u16(3) + u16(18) + u32(offsets[1]) + u16(0) + u16(size(2)),
            u16(5) + u16(17) + u32(offsets[2]) + u32(size(3)) + metrics + u32(1) + u16(3) + u16(0),
            u16(1) + u16(17) + u32(offsets[3]) + u32(0) + u32(size(4)),
            u16(4) + u16(17) + u32(offsets[4]) + u32(1) + u16(5) + u16(0) + u16(0) + u16(size(5)),
        ]
        var array: [UInt8] = [], positions = 8 * subtables.count
        for (index, subtable) in subtables.enumerated() {
            array += u16(index + 1) + u16(index + 1) + u32(positions)
            positions += subtable.count
        }
        let header = u16(3) + u16(0) + u32(1)
        let hori = [UInt8](repeating: 0, count: 24)
        let strike = u32(56) + u32(positions) + u32(subtables.count) + u32(0) + hori + u16(1) + u16(5) + [109, 109, 32, 1]
        return header + strike + array + subtables.flatMap { $0 }
    }

    /// cmap format 4: U+2600-2602 by delta to glyphs 1-3, U+2764-2765 through the glyph array.
    static func characterMap() -> [UInt8] {
        let ends = [0x2602, 0x2765, 0xFFFF], starts = [0x2600, 0x2764, 0xFFFF]
        let deltas = [(1 - 0x2600) & 0xFFFF, 0, 1], ranges = [0, 4, 0]
        let subtable = u16(4) + u16(16 + 8 * 3 + 4) + u16(0) + u16(6) + u16(4) + u16(1) + u16(2)
            + ends.flatMap(u16) + u16(0) + starts.flatMap(u16) + deltas.flatMap(u16) + ranges.flatMap(u16) + u16(4) + u16(5)
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
}
