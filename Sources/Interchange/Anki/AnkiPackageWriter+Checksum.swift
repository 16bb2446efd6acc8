/// Anki's first-field checksum, which it uses to find duplicates: the first 32 bits of the
/// SHA-1 of the field's text without HTML. SHA-1 is here, small and private, because Linux
/// Foundation has none and flash takes no package dependencies.
extension AnkiPackageWriter {
    static func fieldChecksum(_ text: String) -> UInt32 {
        ChecksumSHA1.firstWord(of: Array(text.utf8))
    }
}

/// SHA-1 (FIPS 180-4), only as far as the first word of the digest.
/// - SeeAlso: https://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.180-4.pdf (6.1)
private enum ChecksumSHA1 {
    static func firstWord(of message: [UInt8]) -> UInt32 {
        var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        let padded = pad(message)
        for start in stride(from: 0, to: padded.count, by: 64) {
            compress(padded[start..<(start + 64)], into: &state)
        }
        return state[0]
    }

    /// The message, a one bit, zeros, and the length in bits: a multiple of 64 bytes.
    static func pad(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        return padded
    }

    static func compress(_ block: ArraySlice<UInt8>, into state: inout [UInt32]) {
        var words = [UInt32](repeating: 0, count: 80)
        for index in 0..<16 {
            let offset = block.startIndex + index * 4
            words[index] = block[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
        }
        for index in 16..<80 {
            words[index] = (words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]).sha1Rotated(1)
        }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for index in 0..<80 {
            let (f, k): (UInt32, UInt32) = switch index {
            case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
            case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
            case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (b ^ c ^ d, 0xCA62_C1D6)
            }
            let temp = a.sha1Rotated(5) &+ f &+ e &+ k &+ words[index]
            (e, d, c, b, a) = (d, c, b.sha1Rotated(30), a, temp)
        }
        for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }
}

private extension UInt32 {
    func sha1Rotated(_ count: UInt32) -> UInt32 { self << count | self >> (32 - count) }
}
