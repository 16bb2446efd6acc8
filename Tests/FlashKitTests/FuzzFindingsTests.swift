import Foundation
import Testing
@testable import Support
@testable import Interchange

/// The inputs the fuzzers (`.ci/fuzz`, Fuzz/) found that broke a reader, each as it was found
/// (base64), with the property it broke. A new finding goes here before its fix.
@Suite struct FuzzFindingsTests {
    /// fuzz-delimited-text: what the CSV reader reads, written as flash's CSV, reads back the same.
    @Test(arguments: [
        // A `#tags:` header with NUL bytes: the tags kept them, and the writer dropped them.
        "I3NlcGFyYQMAAAAAAAAAdG9yOlNlbSZpAQAAAAAAAABjb2xvbgojaHRtcQAAAGwqdHJ1ZQojdGFnczphAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAZAAAAABrO1RhZ3MKNGI+ZG9nPHovYj47ZWwmbmJzcEFwZXJybzxiUj47fAo=",
        // A word starting with "#" and a combining mark: one Character to Swift, so the writer's
        // hasPrefix("#") missed it and left the row unquoted, and the reader took it for a comment.
        "77u/GxsbGyMbGxsbG1ti2Zdncg==",
    ])
    func flashsCSVOfWhatTheReaderReadReadsBackTheSame(_ base64: String) throws {
        let bytes = try #require(Data(base64Encoded: base64)).map { $0 }
        guard let read = try? DelimitedTextReader().read(bytes, name: "fuzz.csv") else { return }
        let written = DelimitedTextWriter(format: .csv).text(for: read.deck)
        let again = try DelimitedTextReader().read(Array(written.utf8), name: "fuzz.csv")
        #expect(again.deck.notes == read.deck.notes, "\(written)")
        #expect(read.deck.notes.allSatisfy { note in note.tags.allSatisfy { !$0.unicodeScalars.contains(where: Text.isControl) } })
    }

    /// The writer quotes by scalars, as the reader splits by bytes: a quote, a separator or a `#`
    /// followed by a combining mark is still one.
    @Test(arguments: ["#\u{657}gr", "a\"\u{301}b", "a,\u{301}b", " \u{301}lead", "trail\u{301} "])
    func aCellWithACombiningMarkAfterWhatTheReaderSplitsAtComesBackWhole(_ word: String) throws {
        let deck = InterchangeDeck(name: "marks", notes: [InterchangeNote(native: word, learned: "x"), InterchangeNote(native: "y", learned: word)])
        let written = DelimitedTextWriter(format: .csv).text(for: deck)
        let read = try DelimitedTextReader(options: DelimitedTextOptions(splitsAlternatives: false)).read(Array(written.utf8), name: "marks")
        #expect(read.deck.notes.map(\.native) == [Text.clean(word), "y"] && read.deck.notes.map(\.learned) == ["x", Text.clean(word)], "\(written)")
    }
}
