import Foundation
import Testing
@testable import FlashKit
@testable import Support

/// DictZip on files made here: a plain gzip file, a hand-made dictzip with small chunks, and
/// damaged files, which must throw rather than trap.
@Suite struct DictZipTests {
    @Test func aPlainGzipFileWithoutAChunkTableIsReadWhole() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 150_000, seed: 7)
        let path = try DictZipSample.write(try Deflate.deflate(text, framing: .gzip), in: folder, as: "plain.gz")
        let file = try DictZip(path: path)

        #expect(try file.read(offset: 0, length: text.count) == text)
        #expect(try file.read(offset: text.count - 3, length: 10) == Array(text.suffix(3)))
        #expect(try file.read(offset: text.count, length: 10).isEmpty)
        let wrong = try DictZipSample.mismatches(file, text, slices: 300, maxLength: 5_000, seed: 7)
        #expect(wrong.isEmpty, "slices (offset, length) that differ: \(wrong.prefix(5))")
    }

    @Test func aHandMadeDictzipWithSmallChunksMatchesItsTextEverywhere() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 25_500, seed: 11)
        let path = try DictZipSample.write(try DictZipSample.dictzip(text, chunkLength: 1_000), in: folder, as: "small.dict.dz")
        let file = try DictZip(path: path)

        for boundary in stride(from: 1_000, to: text.count, by: 1_000) {
            for (offset, length) in [(boundary - 1, 2), (boundary - 300, 600), (boundary - 1, 2_002), (boundary, 1_000)] {
                #expect(try file.read(offset: offset, length: length) == DictZipSample.slice(text, offset, length), "\(offset), \(length)")
            }
        }
        #expect(try file.read(offset: 0, length: text.count) == text)
        #expect(try file.read(offset: text.count - 1, length: 50) == [text[text.count - 1]])
        let wrong = try DictZipSample.mismatches(file, text, slices: 500, maxLength: 3_500, seed: 11)
        #expect(wrong.isEmpty, "slices (offset, length) that differ: \(wrong.prefix(5))")
    }

    @Test func readingPastTheEndWithNothingOrBackwardsGivesNoBytes() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 5_000, seed: 3)
        let chunked = try DictZip(path: DictZipSample.write(try DictZipSample.dictzip(text, chunkLength: 1_000), in: folder, as: "a.dz"))
        let plain = try DictZip(path: DictZipSample.write(try Deflate.deflate(text, framing: .gzip), in: folder, as: "b.gz"))

        for file in [chunked, plain] {
            #expect(try file.read(offset: text.count, length: 1).isEmpty)
            #expect(try file.read(offset: text.count + 123_456, length: 10).isEmpty)
            #expect(try file.read(offset: 100, length: 0).isEmpty)
            #expect(try file.read(offset: -1, length: 10).isEmpty)
            #expect(try file.read(offset: 10, length: -5).isEmpty)
        }
    }

    @Test func aHugeLengthReadsToTheEndInsteadOfOverflowing() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 5_000, seed: 5)
        let chunked = try DictZip(path: DictZipSample.write(try DictZipSample.dictzip(text, chunkLength: 1_000), in: folder, as: "a.dz"))
        let plain = try DictZip(path: DictZipSample.write(try Deflate.deflate(text, framing: .gzip), in: folder, as: "b.gz"))

        for file in [chunked, plain] {
            #expect(try file.read(offset: 4_990, length: .max) == Array(text[4_990...]))
            #expect(try file.read(offset: .max - 1, length: 10).isEmpty)
        }
    }

    @Test func aGzipFileThatWouldUnpackPastTheLimitThrows() throws {
        let folder = TemporaryDirectory()
        let bomb = try Deflate.deflate([UInt8](repeating: 0, count: DictZip.wholeFileLimit + 1), framing: .gzip)
        let file = try DictZip(path: DictZipSample.write(bomb, in: folder, as: "bomb.gz"))
        #expect(throws: CompressionError.tooLarge(limit: DictZip.wholeFileLimit)) { try file.read(offset: 0, length: 10) }
    }

    @Test func aChunkLongerThanTheTableSaysThrows() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 4_000, seed: 9)
        // The table claims 500-byte chunks, but each holds 1,000.
        var bytes = try DictZipSample.dictzip(text, chunkLength: 1_000)
        bytes[18] = UInt8(500 & 0xFF)
        bytes[19] = UInt8(500 >> 8)
        let file = try DictZip(path: DictZipSample.write(bytes, in: folder, as: "liar.dz"))
        #expect(throws: CompressionError.tooLarge(limit: 500)) { try file.read(offset: 0, length: 10) }
    }

    @Test func aCorruptChunkThrowsWhenReadWhileTheOthersStillRead() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 4_000, seed: 13)
        let file = try DictZip(path: DictZipSample.dictzip(text, chunkLength: 1_000, damaging: 2, in: folder))

        #expect(try file.read(offset: 0, length: 1_500) == Array(text[0..<1_500]))
        #expect(throws: CompressionError.self) { try file.read(offset: 2_100, length: 10) }
        #expect(throws: CompressionError.self) { try file.read(offset: 1_900, length: 200) }
        #expect(try file.read(offset: 3_000, length: 1_000) == Array(text[3_000...]))
    }

    @Test func placesReadTogetherMatchTheirTextInAnyOrderAcrossManyBatches() throws {
        let folder = TemporaryDirectory()
        // 100 chunks, the last one short: more chunks than one batch inflates.
        let text = DictZipSample.text(bytes: 99_500, seed: 17)
        let chunked = try DictZip(path: DictZipSample.write(try DictZipSample.dictzip(text, chunkLength: 1_000), in: folder, as: "many.dz"))
        let oneChunk = Array(text.prefix(700))
        let single = try DictZip(path: DictZipSample.write(try DictZipSample.dictzip(oneChunk, chunkLength: 1_000), in: folder, as: "one.dz"))
        let plain = try DictZip(path: DictZipSample.write(try Deflate.deflate(text, framing: .gzip), in: folder, as: "plain.gz"))

        for (file, text) in [(chunked, text), (single, oneChunk), (plain, text)] {
            let places = DictZipSample.places(in: text, count: 2_000, maxLength: 2_500, seed: 17)
            let wrong = try DictZipSample.mismatches(file, text, places: places)
            #expect(wrong.count == 0, "places (offset, length) that differ: \(wrong.prefix(5))")
        }
        #expect(try chunked.read([]).isEmpty)
    }

    @Test func theWholeTextIsInflatedChunkByChunkInOrderAcrossBatches() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 99_500, seed: 19)
        let file = try DictZip(path: DictZipSample.write(try DictZipSample.dictzip(text, chunkLength: 1_000), in: folder, as: "many.dz"))
        #expect(try file.text() == text)
        #expect(try file.text() == text)
    }

    @Test func placesInADamagedChunkThrowWhilePlacesElsewhereReadTogether() throws {
        let folder = TemporaryDirectory()
        let text = DictZipSample.text(bytes: 99_500, seed: 23)
        let file = try DictZip(path: DictZipSample.dictzip(text, chunkLength: 1_000, damaging: 40, in: folder))

        let elsewhere = DictZipSample.places(in: text, count: 1_000, maxLength: 900, seed: 23)
            .filter { $0.offset >= 41_000 || $0.length < 40_000 && $0.offset + $0.length < 40_000 }
        #expect(try file.read(elsewhere) == elsewhere.map { DictZipSample.slice(text, $0.offset, $0.length) })
        #expect(throws: CompressionError.self) { try file.read(elsewhere + [(40_500, 10)]) }
        #expect(throws: CompressionError.self) { try file.read([(39_990, 20)] + elsewhere) }
        #expect(throws: CompressionError.self) { try file.text() }
    }

    @Test(arguments: DictZipSample.damagedFiles)
    func aDamagedOrForeignFileThrowsWhenOpened(damaged: DictZipSample.Damaged) throws {
        let folder = TemporaryDirectory()
        let path = try DictZipSample.write(damaged.bytes, in: folder, as: "damaged.dz")
        #expect(throws: CompressionError.self) { try DictZip(path: path) }
    }

    @Test func aMissingFileThrows() {
        let folder = TemporaryDirectory()
        #expect(throws: CompressionError.self) { try DictZip(path: folder.path + "/absent.dict.dz") }
    }
}

/// DictZip against the installed FreeDict eng-spa dictionary (Debian's dict-freedict-eng-spa):
/// every slice must equal the same bytes of the whole file inflated in one go. Skipped when the
/// file is absent, unless FLASH_REQUIRE_OFFLINE_DATA=1 makes that a failure.
@Suite(.enabled(if: OfflineData.freeDictEnglishSpanish.shouldRun,
                "dict-freedict-eng-spa is not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct DictZipInstalledTests {
    static let path = OfflineData.freeDictEnglishSpanish.paths[0]

    /// The file's bytes, its chunk table and its whole text.
    struct Real {
        var bytes: [UInt8]
        var table: DictZipSample.ChunkTable
        var text: [UInt8]
    }

    func loadReal() throws -> Real {
        try OfflineData.freeDictEnglishSpanish.requireInstalled()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.path)))
        let table = try #require(DictZipSample.ChunkTable(bytes), "no RA chunk table in \(Self.path)")
        return Real(bytes: bytes, table: table, text: try Deflate.inflate(bytes, framing: .gzip, limit: DictZip.wholeFileLimit))
    }

    @Test func theFileHasSeveralChunksSoSlicesCrossThem() throws {
        let real = try loadReal()
        #expect(real.table.sizes.count >= 2)
        #expect(real.text.count > (real.table.sizes.count - 1) * real.table.chunkLength)
        #expect(real.text.count <= real.table.sizes.count * real.table.chunkLength)
        #expect(String(decoding: real.text.prefix(200), as: UTF8.self).contains("00-database"))
    }

    @Test func manySeededRandomSlicesMatchTheWholeFileInflated() throws {
        let real = try loadReal()
        let file = try DictZip(path: Self.path)
        let short = try DictZipSample.mismatches(file, real.text, slices: 400, maxLength: 4_000, seed: 2_024)
        let long = try DictZipSample.mismatches(file, real.text, slices: 30, maxLength: 3 * real.table.chunkLength, seed: 42)
        #expect(short.isEmpty, "slices (offset, length) that differ: \(short.prefix(5))")
        #expect(long.isEmpty, "slices (offset, length) that differ: \(long.prefix(5))")
    }

    @Test func slicesAcrossEveryChunkBoundaryAndAtTheVeryEndMatch() throws {
        let real = try loadReal()
        let file = try DictZip(path: Self.path)
        let text = real.text, chunk = real.table.chunkLength
        for boundary in stride(from: chunk, to: text.count, by: chunk) {
            for (offset, length) in [(boundary - 1, 2), (boundary - 500, 1_000), (boundary, 1), (boundary - 1, chunk + 2)] {
                #expect(try file.read(offset: offset, length: length) == DictZipSample.slice(text, offset, length), "\(offset), \(length)")
            }
        }
        #expect(try file.read(offset: text.count - 10, length: 10) == Array(text.suffix(10)))
        #expect(try file.read(offset: text.count - 10, length: 1_000) == Array(text.suffix(10)))
        #expect(try file.read(offset: text.count, length: 10).isEmpty)
        #expect(try file.read(offset: 0, length: text.count) == text)
    }

    @Test func concurrentReadersSeeTheSameText() async throws {
        let real = try loadReal()
        let file = try DictZip(path: Self.path)
        let text = real.text
        let wrong = try await withThrowingTaskGroup(of: Int.self) { group in
            for seed in UInt64(1)...4 {
                group.addTask { try DictZipSample.mismatches(file, text, slices: 100, maxLength: 2_000, seed: seed).count }
            }
            return try await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test func truncatedCopiesThrowWhenOpened() throws {
        let real = try loadReal()
        let folder = TemporaryDirectory()
        let table = real.table
        let cuts = [0, 1, 9, 10, 11, 13, 16, 21, table.dataStart - 1, table.dataStart, table.starts[1] - 1,
                    real.bytes.count / 2, table.starts[table.starts.count - 1] - 1]
        for cut in cuts {
            let path = try DictZipSample.write(Array(real.bytes.prefix(cut)), in: folder, as: "cut-\(cut).dz")
            #expect(throws: CompressionError.self, "cut at \(cut)") { try DictZip(path: path) }
        }
    }

    @Test func aCorruptChunkOfTheRealFileThrowsOnlyWhenRead() throws {
        let real = try loadReal()
        let folder = TemporaryDirectory()
        var bytes = real.bytes
        bytes[real.table.starts[1]] = 0xFF
        let file = try DictZip(path: DictZipSample.write(bytes, in: folder, as: "corrupt.dict.dz"))
        let chunk = real.table.chunkLength
        #expect(try file.read(offset: 100, length: 500) == DictZipSample.slice(real.text, 100, 500))
        #expect(throws: CompressionError.self) { try file.read(offset: chunk + 10, length: 10) }
    }
}

/// DictZip against the installed FreeDict eng-deu dictionary (Debian's dict-freedict-eng-deu), a
/// file of over a thousand chunks: places all over it, read together, must equal the same bytes
/// of the whole file inflated in one go.
@Suite(.enabled(if: OfflineData.freeDictEnglishGerman.shouldRun,
                "dict-freedict-eng-deu is not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct DictZipInstalledGermanTests {
    @Test func placesAllOverTheFileReadTogetherMatchItInflatedWhole() throws {
        try OfflineData.freeDictEnglishGerman.requireInstalled()
        let path = OfflineData.freeDictEnglishGerman.paths[1]
        let text = try Deflate.inflate([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), framing: .gzip, limit: 256 << 20)
        let file = try DictZip(path: path)
        let places = DictZipSample.places(in: text, count: 5_000, maxLength: 70_000, seed: 29)
        let wrong = try DictZipSample.mismatches(file, text, places: places)
        #expect(wrong.count == 0, "places (offset, length) that differ: \(wrong.prefix(5))")
    }
}

/// Files and checks the DictZip tests share.
enum DictZipSample {
    /// A damaged or foreign file, named for the test's output.
    struct Damaged: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    static let damagedFiles: [Damaged] = {
        var random = SplitMix64(seed: 99)
        let garbage = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &random) }
        let gzipStart: [UInt8] = [0x1F, 0x8B, 8]
        let zeroChunkLength = gzipStart + [4, 0, 0, 0, 0, 0, 3] + u16(12) + Array("RA".utf8) + u16(8) + u16(1) + u16(0) + u16(1) + u16(10)
        let tableTooShort = gzipStart + [4, 0, 0, 0, 0, 0, 3] + u16(12) + Array("RA".utf8) + u16(8) + u16(1) + u16(100) + u16(5) + u16(10)
        let pastTheEnd = gzipStart + [4, 0, 0, 0, 0, 0, 3] + u16(12) + Array("RA".utf8) + u16(8) + u16(1) + u16(100) + u16(1) + u16(5_000)
            + [1, 2, 3]
        return [
            Damaged(name: "empty", bytes: []),
            Damaged(name: "seeded random bytes", bytes: garbage),
            Damaged(name: "plain text", bytes: Array("water /wɔːtər/\n1. agua\n".utf8)),
            Damaged(name: "zip magic", bytes: [0x50, 0x4B, 3, 4] + [UInt8](repeating: 0, count: 40)),
            Damaged(name: "gzip magic but not deflate", bytes: Array(gzipStart.prefix(2)) + [9, 0, 0, 0, 0, 0, 0, 3, 0, 0]),
            Damaged(name: "header cut short", bytes: gzipStart + [0, 0]),
            Damaged(name: "extra field longer than the file", bytes: gzipStart + [4, 0, 0, 0, 0, 0, 3] + u16(500) + Array("RA".utf8)),
            Damaged(name: "file name without its end", bytes: gzipStart + [8, 0, 0, 0, 0, 0, 3] + Array("freedict-eng-spa.dict".utf8)),
            Damaged(name: "chunk length zero", bytes: zeroChunkLength),
            Damaged(name: "table shorter than its count", bytes: tableTooShort),
            Damaged(name: "chunks past the end of the file", bytes: pastTheEnd),
        ]
    }()

    /// `bytes` bytes of dictionary-like text: seeded words, spaces, newlines and some UTF-8.
    static func text(bytes count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let syllables = ["ma", "pe", "rro", "ñu", "ção", "ter", "ɔː", "gu", "a", "s", "la", "wɔ"]
        var text: [UInt8] = []
        while text.count < count {
            let word = (0..<Int.random(in: 1...4, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined()
            text += Array(word.utf8) + [Int.random(in: 0..<8, using: &random) == 0 ? 0x0A : 0x20]
        }
        return Array(text.prefix(count))
    }

    /// A dictzip file: gzip whose `RA` extra field lists each chunk's compressed size. The chunks
    /// are deflated one by one here (dictzip flushes one stream), which DictZip reads alike.
    static func dictzip(_ text: [UInt8], chunkLength: Int) throws -> [UInt8] {
        let chunks = try stride(from: 0, to: text.count, by: chunkLength).map {
            try Deflate.deflate(Array(text[$0..<min(text.count, $0 + chunkLength)]))
        }
        let table = u16(1) + u16(chunkLength) + u16(chunks.count) + chunks.flatMap { u16($0.count) }
        let extra = Array("RA".utf8) + u16(table.count) + table
        return [0x1F, 0x8B, 8, 4, 0, 0, 0, 0, 0, 3] + u16(extra.count) + extra + chunks.flatMap { $0 }
            + u32(Int(Deflate.crc32(text))) + u32(text.count)
    }

    /// The `RA` table of a dictzip file, read here independently of DictZip.
    struct ChunkTable {
        var chunkLength = 0
        var sizes: [Int] = []
        var dataStart = 0
        /// Where each chunk starts, then where the last one ends.
        var starts: [Int] { sizes.reduce(into: [dataStart]) { $0.append($0.last! + $1) } }

        init?(_ bytes: [UInt8]) {
            guard bytes.count > 12, bytes[3] & 4 != 0 else { return nil }
            let extraEnd = 12 + DictZipSample.u16(bytes, 10)
            var position = 12
            while position + 4 <= extraEnd {
                let size = DictZipSample.u16(bytes, position + 2)
                if bytes[position] == UInt8(ascii: "R"), bytes[position + 1] == UInt8(ascii: "A") {
                    chunkLength = DictZipSample.u16(bytes, position + 6)
                    sizes = (0..<DictZipSample.u16(bytes, position + 8)).map { DictZipSample.u16(bytes, position + 10 + 2 * $0) }
                }
                position += 4 + size
            }
            dataStart = extraEnd
            for flag: UInt8 in [8, 16] where bytes[3] & flag != 0 {
                dataStart = (bytes[dataStart...].firstIndex(of: 0) ?? bytes.count) + 1
            }
            if bytes[3] & 2 != 0 { dataStart += 2 }
            guard chunkLength > 0, !sizes.isEmpty else { return nil }
        }
    }

    static func slice(_ text: [UInt8], _ offset: Int, _ length: Int) -> [UInt8] {
        guard offset >= 0, length > 0, offset < text.count else { return [] }
        return Array(text[offset..<(offset + min(text.count - offset, length))])
    }

    /// The seeded random slices (offset, length) where `file` differs from `text`; some start
    /// past the end.
    static func mismatches(_ file: DictZip, _ text: [UInt8], slices: Int, maxLength: Int, seed: UInt64) throws -> [(Int, Int)] {
        var random = SplitMix64(seed: seed)
        var wrong: [(Int, Int)] = []
        for _ in 0..<slices {
            let offset = Int.random(in: 0..<text.count + 100, using: &random)
            let length = Int.random(in: 0...maxLength, using: &random)
            if try file.read(offset: offset, length: length) != slice(text, offset, length) { wrong.append((offset, length)) }
        }
        return wrong
    }

    /// The places where `file`, reading them all together, differs from `text`.
    static func mismatches(_ file: DictZip, _ text: [UInt8], places: [(offset: Int, length: Int)]) throws -> [(Int, Int)] {
        let read = try file.read(places)
        guard read.count == places.count else { return places.map { ($0.offset, $0.length) } }
        return zip(places, read).filter { place, bytes in bytes != slice(text, place.offset, place.length) }.map { ($0.0.offset, $0.0.length) }
    }

    /// A dictzip file of `text` whose chunk numbered `damaged` no inflater accepts: its first
    /// byte, 0xFF, opens a final block of the reserved type 3.
    static func dictzip(_ text: [UInt8], chunkLength: Int, damaging damaged: Int, in folder: TemporaryDirectory) throws -> String {
        var bytes = try dictzip(text, chunkLength: chunkLength)
        let table = try #require(ChunkTable(bytes))
        bytes[table.starts[damaged]] = 0xFF
        return try write(bytes, in: folder, as: "corrupt.dz")
    }

    /// Seeded random places (offset, length) in no order, with some past the end, backwards,
    /// empty or reaching to the end of any file.
    static func places(in text: [UInt8], count: Int, maxLength: Int, seed: UInt64) -> [(offset: Int, length: Int)] {
        var random = SplitMix64(seed: seed)
        let odd = [(-1, 10), (10, -5), (100, 0), (text.count, 10), (text.count - 1, 50), (text.count / 2, .max), (0, text.count)]
        return (0..<count).map { _ in (Int.random(in: 0..<text.count + 100, using: &random), Int.random(in: 0...maxLength, using: &random)) }
            + odd
    }

    static func write(_ bytes: [UInt8], in folder: TemporaryDirectory, as name: String) throws -> String {
        let url = folder.url.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16 & 0xFFFF) }
    static func u16(_ bytes: [UInt8], _ index: Int) -> Int { Int(bytes[index]) | Int(bytes[index + 1]) << 8 }
}
