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

    @Test func ankisChecksumIsTheDigestsFirstThirtyTwoBits() {
        #expect(AnkiPackageWriter.fieldChecksum("abc") == 0xA999_3E36)
    }
}
