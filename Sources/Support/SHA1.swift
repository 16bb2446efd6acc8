/// SHA-1 (FIPS 180-4), which Anki uses for its first-field checksums and to tell media files
/// apart in a sync. Small and here because Linux Foundation has none and flash takes no
/// package dependencies; not for security.
/// - SeeAlso: https://nvlpubs.nist.gov/nistpubs/FIPS/NIST.FIPS.180-4.pdf (6.1)
package enum SHA1 {
    /// The 20-byte digest of `message`.
    package static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        let state = hash(message)
        var digest: [UInt8] = []
        digest.reserveCapacity(20)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) }
        }
        return digest
    }

    /// The digest's first 32 bits, big-endian: Anki's first-field checksum.
    package static func prefix32(_ message: some Collection<UInt8>) -> UInt32 {
        hash(message).0
    }

    /// The digest in lower-case hexadecimal, as Anki's media sync writes it.
    package static func hex(_ message: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest(message).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }

    typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The five state words after every block of `message` and its padding (a 0x80 byte,
    /// zeros, the bit length in 64 bits) went through the compression function.
    private static func hash(_ message: some Collection<UInt8>) -> State {
        var state: State = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        let bytes = whole(message)
        let blocks = bytes.count / 64
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { words in
            bytes.withUnsafeBufferPointer { buffer in
                for block in 0..<blocks { compress(buffer, at: block * 64, words: words, into: &state) }
            }
        }
        return state
    }

    /// `message` padded to whole 64-byte blocks.
    private static func whole(_ message: some Collection<UInt8>) -> [UInt8] {
        let bits = UInt64(message.count) * 8
        let length = (message.count + 8) / 64 * 64 + 64
        var padded: [UInt8] = []
        padded.reserveCapacity(length)
        padded.append(contentsOf: message)
        padded.append(0x80)
        padded.append(contentsOf: repeatElement(0, count: length - 8 - padded.count))
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        return padded
    }

    private static func compress(_ block: UnsafeBufferPointer<UInt8>, at start: Int, words: UnsafeMutableBufferPointer<UInt32>,
                                 into state: inout State) {
        for index in 0..<16 {
            let offset = start + index * 4
            words[index] = UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16 | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
        }
        for index in 16..<80 {
            words[index] = rotated(words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16], 1)
        }
        var (a, b, c, d, e) = state
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
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }

    private static func rotated(_ value: UInt32, _ count: UInt32) -> UInt32 { value << count | value >> (32 - count) }
}
