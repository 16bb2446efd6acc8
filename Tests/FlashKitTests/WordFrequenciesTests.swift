import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Providers

/// wordfreq's cBpack lists read with flash's own MessagePack reader.
@Suite struct WordFrequenciesTests {
    /// A list as wordfreq writes it: the header map, then one array of words per centibel.
    static func cBpack(_ bins: [[String]]) -> [UInt8] {
        func string(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return bytes.count < 32 ? [0xa0 | UInt8(bytes.count)] + bytes : [0xd9, UInt8(bytes.count)] + bytes
        }
        var out: [UInt8] = [0xdc, UInt8((bins.count + 1) >> 8), UInt8((bins.count + 1) & 0xff)]
        out += [0x82] + string("format") + string("cB") + string("version") + [0x01]
        for bin in bins { out += [0x90 | UInt8(bin.count)] + bin.flatMap(string) }
        return out
    }

    @Test func binsFollowTheHeaderInOrder() throws {
        var reader = MessagePackBins(Self.cBpack([[], ["de", "la"], [], ["casa"]]))
        #expect(try reader.bins() == [[], ["de", "la"], [], ["casa"]])
    }

    @Test func aTruncatedOrForeignListIsMalformed() {
        var truncated = MessagePackBins(Array(Self.cBpack([["casa"]]).dropLast(2)))
        #expect(throws: MessagePackBins.Malformed.self) { try truncated.bins() }
        var foreign = MessagePackBins([0xc1, 0x00])
        #expect(throws: MessagePackBins.Malformed.self) { try foreign.bins() }
    }

    @Test func anInstalledListGivesZipfValues() throws {
        let folder = TemporaryDirectory()
        let data = folder.path + "/lib/python3.11/site-packages/wordfreq/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        var bins = Array(repeating: [String](), count: 500)
        bins[119] = ["de"]
        bins[399] = ["Casa"]
        try Data(Self.gzip(Self.cBpack(bins))).write(to: URL(fileURLWithPath: data + "/small_es.msgpack.gz"))
        let list = try #require(WordFrequencies(language: Language(trusted: "es"), pypi: folder.path))
        #expect(abs(list.zipf("de") - 7.8) < 0.001)
        #expect(abs(list.zipf("casa") - 5.0) < 0.001)
        #expect(list.zipf("zzz") == 0)
        #expect(WordFrequencies(language: Language(trusted: "fr"), pypi: folder.path) == nil)
    }

    /// wordfreq case-folds as Python does: its German list has "gross" for groß and Straße.
    @Test(.enabled(if: InstalledLanguageData.shouldRun)) func germanSharpSIsFoundAsWordfreqFoldsIt() throws {
        try InstalledLanguageData.require()
        let list = try #require(WordFrequencies(language: Language(trusted: "de"), pypi: OfflineTranslator.Paths.defaultPyPI))
        #expect(list.zipf("groß") > 5 && list.zipf("groß") == list.zipf("gross"))
        #expect(list.zipf("Straße") > 4 && list.zipf("STRASSE") == list.zipf("straße"))
        #expect(list.zipf("Fuß") > list.zipf("Floß"))
    }

    @Test(.enabled(if: InstalledLanguageData.shouldRun)) func theInstalledSpanishListKnowsEverydayWords() throws {
        try InstalledLanguageData.require()
        let list = try #require(WordFrequencies(language: Language(trusted: "es"), pypi: OfflineTranslator.Paths.defaultPyPI))
        #expect(list.zipf("de") > 7 && list.zipf("cama") > list.zipf("lecho"))
    }

    /// Stored (uncompressed) deflate blocks inside a gzip member: enough for a test list.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]
        var rest = bytes[...]
        repeat {
            let block = rest.prefix(65_535)
            rest = rest.dropFirst(block.count)
            let length = UInt16(block.count)
            out += [rest.isEmpty ? 1 : 0, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)] + block
        } while !rest.isEmpty
        let crc = Deflate.crc32(bytes)
        out += [UInt8(crc & 0xff), UInt8(crc >> 8 & 0xff), UInt8(crc >> 16 & 0xff), UInt8(crc >> 24)]
        let size = UInt32(bytes.count)
        out += [UInt8(size & 0xff), UInt8(size >> 8 & 0xff), UInt8(size >> 16 & 0xff), UInt8(size >> 24)]
        return out
    }
}
