import FlashArguments
import FlashKit
import Foundation

/// Where a guessing game's words come from: a list of the profile, a file (GuessTranslation's
/// words.json or any word list flash imports), or the bundled words.json.
@MainActor
struct GuessWords {
    let pairs: [GuessPair]
    /// The list played, when the words come from one.
    let list: WordList?
    /// What is played, for the title line.
    let title: String

    static func resolve(_ arguments: ParsedArguments, context: Context) async throws -> GuessWords {
        if let name = arguments.positionals.first {
            guard arguments.value("words") == nil else { throw UsageError("play a LIST or --words FILE, not both") }
            let list = try context.store().lists.named(name)
            let pairs = try context.store().cards.all(in: list).compactMap(GuessPair.init(card:))
            return GuessWords(pairs: pairs, list: list, title: "'\(list.name)'")
        }
        if let path = arguments.value("words") {
            return try await file(path, arguments: arguments, context: context)
        }
        let bundled = try context.fixtures().appendingPathComponent("words/guess-words.json").path
        return GuessWords(pairs: try GuessWordsFile.parse(InputFile.read(path: bundled)), list: nil, title: "GuessTranslation's words")
    }
}

private extension GuessWords {
    static func file(_ path: String, arguments: ParsedArguments, context: Context) async throws -> GuessWords {
        let bytes = try InputFile.read(path: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        if GuessWordsFile.looksLikeJSON(bytes) {
            return GuessWords(pairs: try GuessWordsFile.parse(bytes), list: nil, title: name)
        }
        let study = try study(arguments, context: context)
        let parsed = try WordListParser().parse(bytes)
        // The configured translators (offline first) fill in what the file does not pair itself.
        let report = try await ListMaking.build(parsed.words, study: study, side: .native, images: false, arguments: arguments, context: context)
        if !report.untranslated.isEmpty {
            let words = report.untranslated.map(Text.printable).joined(separator: ", ")
            context.console.note("left out \(report.untranslated.count) word(s) no provider could translate: \(words)")
        }
        // The cards are not stored, so the answers belong to no card.
        let pairs = report.cards.compactMap(GuessPair.init(card:)).map { pair in
            var pair = pair
            pair.cardID = nil
            return pair
        }
        return GuessWords(pairs: pairs, list: nil, title: name)
    }

    /// `--lang` (default es) and `--from` (default: `native` in the configuration).
    static func study(_ arguments: ParsedArguments, context: Context) throws -> Study {
        let native = arguments.value("from") ?? context.configuration.string("native", default: "en")
        return try usage { try Study(native: Language(code: native), learned: Language(code: arguments.value("lang") ?? "es")) }
    }
}
