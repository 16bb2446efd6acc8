import Support
import Model
/// The report `new`, `add`, `import` and `favs --to-list` print: how many cards, from where, and what was skipped and why.
public struct BuildSummary: Encodable, Sendable {
    let list: String
    let cards: Int
    let translatedBy: [String: Int]
    let imagesBy: [String: Int]
    let untranslated: [String]
    let withoutImage: [String]
    let duplicates: [Duplicate]
    let uncertain: [Uncertain]
    /// Remarks for stderr: providers that failed, words cut short.
    public let notes: [String]
    let verb: String

    /// A card whose translation is worth checking, and why.
    struct Uncertain: Encodable, Sendable {
        let word: String
        let translation: String
        let confidence: String
        let why: String
    }

    struct Duplicate: Encodable, Sendable {
        let word: String
        let line: Int
        let firstLine: Int
    }

    public init(list: WordList, report: BuildReport, duplicates: [DuplicateWord], side: WordSide, verb: String) {
        self.list = list.name
        cards = report.cards.count
        translatedBy = report.translatedBy
        imagesBy = report.imagesBy
        untranslated = report.untranslated
        withoutImage = list.images ? report.withoutImage : []
        self.duplicates = duplicates.map { Duplicate(word: $0.text, line: $0.line, firstLine: $0.firstLine) }
        uncertain = report.uncertain.map { card in
            let (word, translation) = side == .native ? (card.native, card.learned) : (card.learned, card.native)
            let confidence = card.confidence ?? .guessed
            return Uncertain(word: word, translation: translation, confidence: confidence.rawValue, why: confidence.explanation)
        }
        notes = report.notes
        self.verb = verb
    }

    /// The summary for a person, one line each.
    public var lines: [String] {
        var lines = ["\(verb) \(cards) card\(cards == 1 ? "" : "s") in '\(Text.printable(list))'."]
        lines.append("  translations: " + Self.sources(translatedBy, missing: untranslated.count, noun: "no translation"))
        if !imagesBy.isEmpty || !withoutImage.isEmpty {
            lines.append("  images: " + Self.sources(imagesBy, missing: withoutImage.count, noun: "no image"))
        }
        for duplicate in duplicates {
            lines.append("  skipped '\(Text.printable(duplicate.word))' on line \(duplicate.line): a duplicate of line \(duplicate.firstLine)")
        }
        lines += untranslatedLines
        for card in uncertain {
            lines.append("Check '\(Text.printable(card.word))' → '\(Text.printable(card.translation))' (\(card.why)): "
                + "flash edit \(Self.quoted(list)) \(Self.quoted(card.word)) lists the other candidates")
        }
        return lines
    }

    /// The most "fix:" lines printed; the rest are counted and `show --untranslated` lists them.
    static let fixLines = 10

    var untranslatedLines: [String] {
        guard !untranslated.isEmpty else { return [] }
        var lines = ["No provider could translate \(untranslated.count) word\(untranslated.count == 1 ? "" : "s"); they are stored with an empty translation:"]
        for word in untranslated.prefix(Self.fixLines) {
            lines.append("  \(Text.printable(word))    fix: flash edit \(Self.quoted(list)) \(Self.quoted(word)) --translation TEXT")
        }
        if untranslated.count > Self.fixLines {
            lines.append("  and \(untranslated.count - Self.fixLines) more: flash show \(Self.quoted(list)) --untranslated")
        }
        return lines
    }

    static func sources(_ counts: [String: Int], missing: Int, noun: String) -> String {
        var parts = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { name, count in
            name == "you" ? "\(count) your own" : "\(count) from \(name)"
        }
        if missing > 0 { parts.append("\(missing) \(noun)") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// Quotes a word for a shell command line when it needs it.
    public static func quoted(_ text: String) -> String {
        ShellWord.quoted(text)
    }
}
