import FoundationEssentials
import Support
import Model

extension EmojiImages {
    /// Forced and forbidden pictures per language and word, from the override table.
    struct Overrides: Sendable {
        enum Choice: Equatable {
            case picture(String)
            case forbidden
        }

        private var choices: [String: Choice] = [:]
        /// Single emoji forbidden for a word ("-🥂" for glasses), the others kept.
        private var excluded: [String: Set<String>] = [:]

        /// Reads `lang<TAB>word<TAB>emoji-or-dash` lines; `#` starts a comment line.
        init(path: String?) throws {
            guard let path else { return }
            guard let table = ConfigTable(path: path) else { throw EmojiError.malformedOverrides(path: path, line: 0) }
            for (line, columns) in table.rows {
                if let (key, emoji) = Self.parseExclusion(columns) {
                    excluded[key, default: []].insert(emoji)
                    continue
                }
                guard let (key, choice) = Self.parse(columns) else { throw EmojiError.malformedOverrides(path: path, line: line) }
                choices[key] = choice
            }
        }

        func choice(for word: String, language: Language) -> Choice? {
            choices[language.code + "\t" + word]
        }

        /// The emoji the table forbids for the word, one by one.
        func exclusions(for word: String, language: Language) -> Set<String> {
            excluded[language.code + "\t" + word, default: []]
        }

        /// `lang<TAB>word<TAB>-emoji`: that one emoji is never the word's picture.
        static func parseExclusion(_ columns: [String]) -> (String, String)? {
            guard columns.count == 3, columns[2].count > 1, columns[2].hasPrefix("-"), let language = try? Language(code: columns[0]) else { return nil }
            let word = Text.clean(columns[1]).lowercased(), emoji = Index.bare(String(columns[2].dropFirst()))
            guard !word.isEmpty, EmojiFont.codePoint(of: emoji) != nil else { return nil }
            return (language.code + "\t" + word, emoji)
        }

        static func parse(_ columns: [String]) -> (String, Choice)? {
            guard columns.count == 3, let language = try? Language(code: columns[0]) else { return nil }
            let word = Text.clean(columns[1]).lowercased(), emoji = Index.bare(columns[2])
            guard !word.isEmpty, EmojiFont.codePoint(of: emoji) != nil || emoji == "-" else { return nil }
            return (language.code + "\t" + word, emoji == "-" ? .forbidden : .picture(emoji))
        }
    }
}
