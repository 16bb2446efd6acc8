import Testing
@testable import FlashKit
@testable import Support
@testable import Interchange

/// SHA-1 against FIPS 180's examples, and Anki's first-field checksum built on it.
@Suite struct SHA1Tests {
    @Test func theStandardsExamplesHaveTheirDigests() {
        #expect(SHA1.hex(Array("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex([UInt8]()) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(SHA1.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(SHA1.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// Lengths about the padding's edges (55 bytes fit one block with the length, 56 need two)
    /// against digests Python's hashlib gives.
    @Test func messagesAboutABlocksEdgeArePadded() {
        let expected = [
            55: "c1c8bbdc22796e28c0e15163d20899b65621d65a", 56: "c2db330f6083854c99d4b5bfb6e8f29f201be699",
            63: "03f09f5b158a7a8cdad920bddc29b81c18a551f5", 64: "0098ba824b5c16427bd7a1122a5a442a25ec644d",
            119: "ee971065aaa017e0632a8ca6c77bb3bf8b1dfc56", 120: "f34c1488385346a55709ba056ddd08280dd4c6d6",
        ]
        for (count, digest) in expected { #expect(SHA1.hex([UInt8](repeating: 0x61, count: count)) == digest, "\(count) bytes") }
    }

    @Test func ankisChecksumIsTheDigestsFirstThirtyTwoBits() {
        #expect(AnkiPackageWriter.fieldChecksum("abc") == 0xA999_3E36)
        #expect(AnkiPackageWriter.fieldChecksum("") == 0xDA39_A3EE)
        #expect(AnkiPackageWriter.fieldChecksum("perro") == UInt32(SHA1.hex(Array("perro".utf8)).prefix(8), radix: 16))
    }
}
