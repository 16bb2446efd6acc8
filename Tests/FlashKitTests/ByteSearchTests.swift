import Testing
@testable import Support

/// `firstPlace(of:)` against a plain search, on seeded random bytes of a small alphabet (so
/// false starts are many), in slices that do not start at 0, with needles at the edges.
@Suite struct ByteSearchTests {
    @Test func theFirstPlaceIsWhereAPlainSearchFindsIt() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 60...62, using: &random) }
            let start = Int.random(in: 0...bytes.count, using: &random)
            let needle = (0..<Int.random(in: 1...4, using: &random)).map { _ in UInt8.random(in: 60...62, using: &random) }
            let slice = bytes[start...]
            let plain = slice.indices.first { slice[$0...].starts(with: needle) }
            #expect(slice.firstPlace(of: needle) == plain.map { $0..<$0 + needle.count }, "\(bytes) from \(start), \(needle)")
        }
        #expect([UInt8]()[...].firstPlace(of: [1]) == nil && [UInt8]([1, 2])[...].firstPlace(of: []) == nil)
    }
}
