/// FNV-1a, 64-bit: a small hash that is the same in every run (unlike Swift's `Hasher`), for
/// naming stored images by their content and seeding the daily challenge by its date.
package enum FNV1a {
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        hash(Array(bytes))
    }

    /// The loop over an array, compiled here for it: called from another module, the generic
    /// one stepped through its bytes by protocol witnesses (a twentieth of a first sync's staging).
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
