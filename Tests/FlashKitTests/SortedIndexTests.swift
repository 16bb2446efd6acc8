import Foundation
import Testing
@testable import Providers

/// A dictd index sorted by its headwords' bytes, read by halving: every line of a headword, in
/// the index's order, and nothing for a word that is only a prefix of one or that sorts between
/// two; an index sorted any other way is told apart so that it is scanned whole.
@Suite struct SortedIndexTests {
    static let index = """
        00-database-info\tA\tB
        00-database-url\tB\tC
        ca\tC\tD
        cat\tD\tE
        cat\tE\tF
        cat food\tF\tG
        cats\tG\tH
        dog\tH\tI
        zebra\tI\tJ
        über\tJ\tK
        """

    func lines(_ word: String, in index: String) -> [String] {
        Array(index.utf8).withUnsafeBufferPointer { bytes in
            SortedIndex.lines(headed: Array(word.utf8), in: bytes).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    func looksSorted(_ index: String) -> Bool {
        Array(index.utf8).withUnsafeBufferPointer(SortedIndex.looksSorted)
    }

    @Test func everyLineOfAHeadwordAndNoOther() {
        #expect(lines("cat", in: Self.index) == ["cat\tD\tE", "cat\tE\tF"])
        #expect(lines("ca", in: Self.index) == ["ca\tC\tD"] && lines("cat food", in: Self.index) == ["cat food\tF\tG"])
        #expect(lines("00-database-info", in: Self.index).count == 1, "the first line")
        #expect(lines("über", in: Self.index) == ["über\tJ\tK"], "the last line, with no line feed after it; after z in bytes")
        #expect(lines("zebra", in: Self.index) == ["zebra\tI\tJ"])
        for absent in ["c", "cab", "catfish", "do", "dogs", "a", "zzz", "", "über "] {
            #expect(lines(absent, in: Self.index).isEmpty, "\(absent)")
        }
        #expect(lines("cat", in: "").isEmpty && lines("cat", in: "cat\tA\tB\n") == ["cat\tA\tB"])
        #expect(looksSorted(Self.index) && looksSorted(""))
    }

    @Test func anIndexSortedOtherwiseIsToldApart() {
        #expect(!looksSorted("Monday\tA\tB\nmonday\tB\tC\n"), "capitals kept")
        #expect(!looksSorted((0..<200).map { "w\(999 - $0)\tA\tB" }.joined(separator: "\n")), "out of order")
    }
}
