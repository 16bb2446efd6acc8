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

        /// Reads `lang<TAB>word<TAB>emoji-or-dash` lines; `#` starts a comment line.
        init(path: String?) throws {
            guard let path else { return }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw EmojiError.malformedOverrides(path: path, line: 0)
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingSpaces()
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                guard let (key, choice) = Self.parse(trimmed) else {
                    throw EmojiError.malformedOverrides(path: path, line: number + 1)
                }
                choices[key] = choice
            }
        }

        func choice(for word: String, language: Language) -> Choice? {
            choices[language.code + "\t" + word]
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
