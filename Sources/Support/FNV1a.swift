/// FNV-1a, 64-bit: a small hash that is the same in every run (unlike Swift's `Hasher`), for
/// naming stored images by their content and seeding the daily challenge by its date.
package enum FNV1a {
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        hash(Array(bytes))
    }

    /// The loop over an array, compiled here for it: called from another module, the generic
    /// one stepped through its bytes by protocol witnesses (a twentieth of a first sync's staging).
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(basis, adding)
    }

    /// The hash of `bytes` with the capitals A–Z read as small letters, as `lowercased()` reads
    /// them: a word in a file's line matched against wanted words in any case, with no string
    /// made (FreeDict's index, line by line).
    package static func hashFoldingCase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bytes.reduce(basis) { adding($0, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($1) ? $1 + 32 : $1) }
    }

    private static let basis: UInt64 = 0xCBF2_9CE4_8422_2325

    private static func adding(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
}
