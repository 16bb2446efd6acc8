import FoundationEssentials
import Model

extension EmojiImages {
    /// One language's emoji names, limited to the emoji the font can draw, indexed for lookup.
    struct Index: Sendable {
        /// A keyword shared by more emoji than this says little about any one of them.
        static let fewEmoji = 3
        /// Words that join a qualifier to a name ("cara de perro") and are not qualifiers.
        static let connectors: Set<String> = ["of", "de", "del", "des", "di", "da", "do", "du", "von", "van"]

        let font: EmojiFont
        /// English puts a compound's head last: "kitchen knife" is a knife, "snow-capped
        /// mountain" a mountain, so neither pictures the first word. A keyword alone, with no
        /// name holding the word (🧇 waffle for "iron"), is no English picture either.
        var headLast = false
        private var entries: [EmojiAnnotations.Entry] = []
        private var nameWords: [[String]] = []
        private var names: [String: [Int]] = [:]
        private var keywords: [String: [Int]] = [:]
        private var namesByWord: [String: [Int]] = [:]
        private var nameOfEmoji: [String: String] = [:]

        init(_ annotations: EmojiAnnotations, font: EmojiFont) {
            self.font = font
            for entry in annotations.entries where !entry.name.isEmpty {
                nameOfEmoji[entry.emoji] = entry.name
                if font.contains(entry.emoji) { add(entry) }
            }
        }

        /// Emoji for the words, best first: exact names, names with one qualifier, keywords.
        func matches(for words: [String], exactOnly: Bool) -> [String] {
            var ranked: [(rank: Int, word: Int, entry: Int)] = []
            for (position, word) in words.enumerated() {
                ranked += names[word, default: []].map { (0, position, $0) }
                guard !exactOnly else { continue }
                let parts = Self.words(of: word)
                ranked += qualified(parts).map { (1, position, $0) }
                ranked += keyworded(word, parts).map { ($0.confident ? 2 : 3, position, $0.entry) }
            }
            var seen = Set<Int>()
            return ranked.sorted { ($0.rank, $0.word, $0.entry) < ($1.rank, $1.word, $1.entry) }
                .filter { seen.insert($0.entry).inserted }
                .map { entries[$0.entry].emoji }
        }

        func candidate(for emoji: String) -> ImageCandidate {
            let scalars = emoji.unicodeScalars
            let code = scalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "-")
            let shown = scalars.count == 1 && scalars.first?.properties.isEmojiPresentation == false ? emoji + "\u{FE0F}" : emoji
            let label = nameOfEmoji[emoji].map { " " + $0 } ?? ""
            return ImageCandidate(url: "emoji:" + code, credit: Self.credit(shown + label, fontPath: font.path), source: "emoji")
        }

        /// The emoji without U+FE0F, as CLDR writes it.
        static func bare(_ emoji: String) -> String {
            String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0 != "\u{FE0F}" }))
        }

        /// Whole words, split at spaces, hyphens and punctuation.
        static func words(of text: String) -> [String] {
            text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
    }
}

private extension EmojiImages.Index {
    mutating func add(_ entry: EmojiAnnotations.Entry) {
        let position = entries.count
        // Swift compares and hashes strings by canonical equivalence, so CLDR's names need no
        // NFC pass to meet the cleaned query words.
        let name = entry.name.lowercased(), parts = Self.words(of: name)
        entries.append(entry)
        nameWords.append(parts)
        names[name, default: []].append(position)
        for part in Set(parts) { namesByWord[part, default: []].append(position) }
        for keyword in Set(entry.keywords.map { $0.lowercased() }) { keywords[keyword, default: []].append(position) }
    }

    /// Emoji named by the word and one qualifier ("dog face", "red apple"); none when so many
    /// names have that shape ("… face") that the word picks no one picture.
    func qualified(_ parts: [String]) -> [Int] {
        guard let first = parts.first else { return [] }
        let found = namesByWord[first, default: []].filter { entry in
            guard let rest = Self.remainder(of: nameWords[entry], without: parts) else { return false }
            return rest.count <= 2 && rest.filter { !Self.connectors.contains($0) }.count == 1 && heads(nameWords[entry], parts)
        }
        return found.count <= Self.fewEmoji + 1 ? found : []
    }

    /// Emoji with the word as a keyword: confident when the name holds the word too; otherwise
    /// kept only when few emoji share the keyword.
    func keyworded(_ word: String, _ parts: [String]) -> [(entry: Int, confident: Bool)] {
        let found = keywords[word, default: []]
        return found.compactMap { entry in
            let confident = Self.remainder(of: nameWords[entry], without: parts) != nil && heads(nameWords[entry], parts)
            return confident || (!headLast && found.count <= Self.fewEmoji) ? (entry, confident) : nil
        }
    }

    /// True unless English and the name neither ends with the word nor is the word's face
    /// ("dog face" shows a dog; "money-mouth face" is no mouth).
    func heads(_ name: [String], _ parts: [String]) -> Bool {
        !headLast || name.suffix(parts.count) == parts[...] || (name.last == "face" && name.dropLast() == parts[...])
    }

    /// The name's words without the first run of `parts`; nil when the name does not hold them.
    static func remainder(of name: [String], without parts: [String]) -> [String]? {
        guard !parts.isEmpty, name.count >= parts.count else { return nil }
        for start in 0...(name.count - parts.count) where Array(name[start..<(start + parts.count)]) == parts {
            return Array(name[..<start] + name[(start + parts.count)...])
        }
        return nil
    }

    /// Noto's name and licence for a font file named as Debian installs it; any other font is
    /// named by its file, as its name and licence are not known here.
    static func credit(_ picture: String, fontPath: String) -> String {
        let file = URL(fileURLWithPath: fontPath).lastPathComponent
        return file == URL(fileURLWithPath: EmojiFont.defaultPath).lastPathComponent
            ? "Noto Color Emoji \(picture) (SIL OFL 1.1)" : "\(file) \(picture)"
    }
}
