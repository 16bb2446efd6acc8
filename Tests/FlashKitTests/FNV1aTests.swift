import Testing
@testable import Support

/// FNV-1a as published (the 64-bit test vectors), and its case-folding form equal to the hash of
/// the lower-cased bytes for every ASCII text, and only those.
@Suite struct FNV1aTests {
    @Test func theHashIsFNV1aAndFoldingCaseHashesTheLowerCase() {
        #expect(FNV1a.hash([UInt8]()) == 0xCBF2_9CE4_8422_2325 && FNV1a.hash(Array("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash(Array("foobar".utf8)) == 0x8594_4171_F739_67E8)
        for text in ["", "Monday", "MCDONALD", "mcdonald", "A-Z@[`{", "x y\t1"] {
            let folded = Array(text.utf8).withUnsafeBufferPointer(FNV1a.hashFoldingCase)
            #expect(folded == FNV1a.hash(Array(text.lowercased().utf8)), "\(text)")
        }
        #expect(Array("Ab".utf8).withUnsafeBufferPointer(FNV1a.hashFoldingCase) != FNV1a.hash(Array("Ab".utf8)))
    }
}
