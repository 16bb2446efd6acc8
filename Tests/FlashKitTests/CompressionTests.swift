import Testing
@testable import FlashKit
@testable import Support

@Suite struct CompressionTests {
    private let text = Array(String(repeating: "perro gato caballo ", count: 500).utf8)

    @Test func rawDeflateRoundTripsAndShrinks() throws {
        let packed = try Deflate.deflate(text)
        #expect(packed.count < text.count / 10)
        #expect(try Deflate.inflate(packed, limit: text.count) == text)
    }

    @Test func gzipRoundTrips() throws {
        let packed = try Deflate.deflate(text, framing: .gzip)
        #expect(Array(packed.prefix(2)) == [0x1F, 0x8B])
        #expect(try Deflate.inflate(packed, framing: .gzip, limit: text.count) == text)
    }

    @Test func inflatingPastTheLimitIsRefused() throws {
        let bomb = try Deflate.deflate([UInt8](repeating: 0, count: 5_000_000))
        #expect(throws: CompressionError.tooLarge(limit: 1_000_000)) {
            try Deflate.inflate(bomb, limit: 1_000_000)
        }
    }

    @Test func truncatedAndGarbageStreamsAreCorrupt() throws {
        let packed = try Deflate.deflate(text)
        #expect(throws: CompressionError.self) { try Deflate.inflate(Array(packed.prefix(packed.count / 2)), limit: 1 << 20) }
        #expect(throws: CompressionError.self) { try Deflate.inflate([0xFF, 0xFF, 0xFF, 0xFF], limit: 1 << 20) }
        #expect(throws: CompressionError.self) { try Deflate.inflate([], limit: 1 << 20) }
    }

    @Test func crc32MatchesTheKnownCheckValue() {
        #expect(Deflate.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func zstdRoundTripsAndChecksItsLimit() throws {
        let packed = try Zstandard.compress(text)
        #expect(Array(packed.prefix(4)) == Zstandard.magic)
        #expect(try Zstandard.decompress(packed, limit: text.count) == text)
        #expect(throws: CompressionError.tooLarge(limit: 100)) { try Zstandard.decompress(packed, limit: 100) }
        #expect(throws: CompressionError.self) { try Zstandard.decompress(Array(packed.dropLast(3)), limit: 1 << 20) }
        #expect(throws: CompressionError.self) { try Zstandard.decompress([1, 2, 3, 4, 5], limit: 1 << 20) }
    }

    @Test func byteCountsRoundToTheNearestUnit() {
        #expect(ByteCountText.describe(512) == "512 bytes")
        #expect(ByteCountText.describe(11_000_000) == "11 MB")
        #expect(ByteCountText.describe(10_485_760) == "10 MB")
    }
}
