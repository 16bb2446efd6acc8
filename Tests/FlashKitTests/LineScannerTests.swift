import Foundation
import Testing
@testable import Support
@testable import Providers

/// A big file read in runs of whole lines side by side gives every line once, in the file's
/// order, as reading it from start to end does.
@Suite struct LineScannerTests {
    /// The lines of `text` read whole and read in `runs` runs.
    static func lines(of text: String, runs: Int) throws -> (whole: [String], inRuns: [[String]]) {
        let folder = TemporaryDirectory()
        let path = folder.path + "/lines.txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var whole: [String] = []
        try LineScanner.forEachLine(in: path) { whole.append(LineScanner.string($0)) }
        let inRuns = try LineScanner.mapRuns(in: path, runs: runs) { run in
            var lines: [String] = []
            LineScanner.forEachLine(in: run) { lines.append(LineScanner.string($0)) }
            return lines
        }
        return (whole, inRuns)
    }

    @Test(arguments: ["", "\n", "\n\n\n", "one", "one\n", "one\ntwo", "a\n\nb\n\n", "crlf\r\nline\r\n", String(repeating: "x", count: 1_000),
                      (1...200).map { "line \($0) " + String(repeating: "é", count: $0 % 17) }.joined(separator: "\n")])
    func everyLineComesOnceInOrderWhateverTheRuns(text: String) throws {
        for runs in 1...9 {
            let (whole, inRuns) = try Self.lines(of: text, runs: runs)
            #expect(inRuns.count == runs && Array(inRuns.joined()) == whole, "\(runs) runs of \(text.prefix(20).debugDescription)")
        }
        let (whole, _) = try Self.lines(of: text, runs: 1)
        let expected = text.isEmpty ? [] : Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(text.utf8.last == 0x0A ? 1 : 0)
        #expect(whole == expected.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Runs end after a line feed: a long line is never cut, however many runs are asked for.
    @Test func runsEndWhereLinesEnd() {
        let text = Array("short\n\(String(repeating: "long", count: 50))\nend".utf8)
        text.withUnsafeBufferPointer { bytes in
            let bounds = LineScanner.runBounds(of: bytes, runs: 4)
            #expect(bounds.first?.lowerBound == 0 && bounds.last?.upperBound == bytes.count)
            #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(bounds.dropLast().allSatisfy { $0.isEmpty || bytes[$0.upperBound - 1] == 0x0A })
        }
    }

    /// The installed EDICT read backwards in one run and in several finds the same entries, in
    /// the same order, for WordNet's most used lemmas as nouns and verbs.
    @Test(.enabled(if: OfflineData.edict.shouldRun && OfflineData.wordNet.shouldRun))
    func edictReadInRunsFindsWhatOneRunFinds() throws {
        try OfflineData.edict.requireInstalled()
        try OfflineData.wordNet.requireInstalled()
        let glossary = try #require(EDICTGlossary())
        // cntlist.rev is in order of sense key: its lemmas by how often they were tagged.
        let counted = try String(contentsOfFile: WordNetSenses.defaultDirectory + "/cntlist.rev", encoding: .utf8).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count == 3 ? (lemma: fields[0].prefix { $0 != "%" }.replacingOccurrences(of: "_", with: " "), count: Int(fields[2]) ?? 0) : nil
        }
        let keys = Set(counted.sorted { $0.count > $1.count }.prefix(3_000).flatMap { [$0.lemma, "to " + $0.lemma] })
        let once = try glossary.entries(for: keys, runs: 1)
        #expect(once.count > 500 && once["dog"]?.contains { $0.text == "犬" } == true && once["to eat"]?.isEmpty == false)
        for runs in [3] {
            let found = try glossary.entries(for: keys, runs: runs)
            #expect(found.keys.sorted() == once.keys.sorted())
            #expect(found.allSatisfy { key, entries in entries.map(\.text) == once[key]?.map(\.text) && entries.map(\.sense) == once[key]?.map(\.sense) })
        }
    }
}
