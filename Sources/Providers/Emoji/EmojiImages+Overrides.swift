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
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw EmojiError.malformedOverrides(path: path, line: 0)
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingSpaces()
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                if let (key, emoji) = Self.parseExclusion(trimmed) {
                    excluded[key, default: []].insert(emoji)
                    continue
                }
                guard let (key, choice) = Self.parse(trimmed) else {
                    throw EmojiError.malformedOverrides(path: path, line: number + 1)
                }
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
        static func parseExclusion(_ line: String) -> (String, String)? {
            let columns = line.split(separator: "\t").map { $0.trimmingSpaces() }
            guard columns.count == 3, columns[2].count > 1, columns[2].hasPrefix("-"), let language = try? Language(code: columns[0]) else { return nil }
            let word = Text.clean(columns[1]).lowercased(), emoji = Index.bare(String(columns[2].dropFirst()))
            guard !word.isEmpty, EmojiFont.codePoint(of: emoji) != nil else { return nil }
            return (language.code + "\t" + word, emoji)
        }

        static func parse(_ line: String) -> (String, Choice)? {
            let columns = line.split(separator: "\t").map { $0.trimmingSpaces() }
            guard columns.count == 3, let language = try? Language(code: columns[0]) else { return nil }
            let word = Text.clean(columns[1]).lowercased(), emoji = Index.bare(columns[2])
            guard !word.isEmpty, EmojiFont.codePoint(of: emoji) != nil || emoji == "-" else { return nil }
            return (language.code + "\t" + word, emoji == "-" ? .forbidden : .picture(emoji))
        }
    }
}
