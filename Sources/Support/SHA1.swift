/// SHA-1 (FIPS 180-4), which Anki uses for its first-field checksums and to tell media files
/// apart in a sync. Small and here because Linux Foundation has none and flash takes no
/// package dependencies; not for security.
/// - SeeAlso: https://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.180-4.pdf (6.1)
package enum SHA1 {
    /// The 20-byte digest of `message`.
    package static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var padded = Array(message)
        let bits = UInt64(padded.count) * 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var words = [UInt32](repeating: 0, count: 80)
        padded.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count, by: 64) { compress(bytes, at: start, words: &words, into: &state) }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// The digest in lower-case hexadecimal, as Anki's media sync writes it.
    package static func hex(_ message: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest(message).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    private static func compress(_ block: UnsafeBufferPointer<UInt8>, at start: Int, words: inout [UInt32], into state: inout [UInt32]) {
        for index in 0..<16 {
            let offset = start + index * 4
            words[index] = UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16 | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
        }
        for index in 16..<80 {
            words[index] = rotated(words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], 1)
        }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for index in 0..<80 {
            let (f, k): (UInt32, UInt32) = switch index {
            case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
            case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
            case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (b ^ c ^ d, 0xCA62_C1D6)
            }
            let temp = rotated(a, 5) &+ f &+ e &+ k &+ words[index]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, temp)
        }
        for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }

    private static func rotated(_ value: UInt32, _ count: UInt32) -> UInt32 { value << count | value >> (32 - count) }
}
