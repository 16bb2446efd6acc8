import Testing
@testable import Store

/// A replica note's fields, split at Anki's separator (0x1F) by its byte.
@Suite struct ReplicaRowsTests {
    @Test func fieldsSplitWhereTheSeparatorIsAndKeepTheirEmptyOnes() {
        func fields(_ text: String) -> [String] {
            ReplicaNote(id: 1, guid: "g", notetypeID: 1, modified: 0, usn: 0, tags: "", fields: text).fieldList
        }
        #expect(fields("") == [""])
        #expect(fields("perro\u{1F}dog") == ["perro", "dog"])
        #expect(fields("\u{1F}a\u{1F}\u{1F}") == ["", "a", "", ""])
        // A combining mark after the separator is a character of the next field, as a split by
        // characters reads it (a control character is always a grapheme of its own).
        #expect(fields("cafe\u{1F}\u{301}x\u{1F}ñandú 🐕‍🦺") == ["cafe", "\u{301}x", "ñandú 🐕‍🦺"])
        #expect(fields("cafe\u{1F}\u{301}x").map(\.unicodeScalars.count) == [4, 2])
    }
}
