import FoundationEssentials
import Support
import Model
import Store
import ListMaker

/// What a guessing game plays: a list of the profile, a file (GuessTranslation's words.json or
/// any word list flash imports), or the bundled words.json.
public struct GuessWords: Sendable {
    let pairs: [GuessPair]
    /// The list played, when the words come from one.
    let list: WordList?
    /// What is played, for the title line.
    public let title: String

    /// How many words are played.
    public var count: Int { pairs.count }

    /// The cards of a list.
    public static func list(_ list: WordList, store: FlashStore) throws -> GuessWords {
        GuessWords(pairs: try store.cards.all(in: list).compactMap(GuessPair.init(card:)), list: list, title: "'\(list.name)'")
    }

    /// GuessTranslation's own words, bundled in Fixtures/words/.
    public static func bundled(fixtures: URL) throws -> GuessWords {
        let bytes = try FileBytes.read(path: fixtures.appendingPathComponent("words/guess-words.json").path)
        return GuessWords(pairs: try GuessWordsFile.parse(bytes), list: nil, title: "GuessTranslation's words")
    }

    /// A file: words.json as it is, or a word list whose unpaired words `translate` fills in
    /// (the configured translators, offline first). Nothing is stored, so the answers belong
    /// to no card.
    @MainActor
    public static func file(_ bytes: [UInt8], name: String, note: (String) -> Void,
                            translate: ([ParsedWord]) async throws -> BuildReport) async throws -> GuessWords {
        if GuessWordsFile.looksLikeJSON(bytes) {
            return GuessWords(pairs: try GuessWordsFile.parse(bytes), list: nil, title: name)
        }
        let report = try await translate(try WordListParser().parse(bytes).words)
        if !report.untranslated.isEmpty {
            let words = report.untranslated.map(Text.printable).joined(separator: ", ")
            note("left out \(report.untranslated.count) word(s) no provider could translate: \(words)")
        }
        let pairs = report.cards.compactMap(GuessPair.init(card:)).map { pair in
            var pair = pair
            pair.cardID = nil
            return pair
        }
        return GuessWords(pairs: pairs, list: nil, title: name)
    }
}
