import Foundation

/// Pictures for nouns from the installed colour emoji font, found by the emoji's CLDR names in
/// the word's language ("perro" -> 🐕). Works offline; candidates have `emoji:` URLs that
/// ``EmojiImageReader`` turns into PNG bytes.
///
/// A noun gets, best first: an emoji named exactly by the word (or its lemma), one whose name is
/// the word with one qualifier ("red apple"), then one that has the word as a keyword when that
/// is a confident match. Other parts of speech get nothing, and a word whose part of speech is
/// unknown gets exact names only. The override table can force or forbid a picture per word.
public struct EmojiImages: ImageProvider {
    /// "emoji", as configuration and summaries name this provider.
    public let name = "emoji"
    /// The override table inside flash's resources folder (``FlashPaths/resources``).
    public static let overridesFile = "Config/emoji-overrides.tsv"

    let fontPath: String
    let annotationsDirectory: String
    let overridesPath: String?
    private let cache = Cache()

    /// A provider reading the font and annotations at these paths when first asked; without
    /// `overridesPath` no overrides apply.
    public init(
        fontPath: String = EmojiFont.defaultPath,
        annotationsDirectory: String = EmojiAnnotations.defaultDirectory,
        overridesPath: String? = nil
    ) {
        self.fontPath = fontPath
        self.annotationsDirectory = annotationsDirectory
        self.overridesPath = overridesPath
    }

    /// Exact emoji names only, as for a word whose part of speech is unknown.
    public func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate] {
        try await images(for: ImageQuery(word: word, language: language), limit: limit)
    }

    /// Up to `limit` emoji for a noun (or a word of unknown part of speech), best first.
    public func images(for query: ImageQuery, limit: Int) async throws -> [ImageCandidate] {
        try candidates(for: query, limit: limit)
    }

    /// The emoji candidates for `query`, best first, without suspending: the lookup is local.
    /// Throws ``EmojiError`` when the font, the overrides or the language's names are unusable.
    public func candidates(for query: ImageQuery, limit: Int) throws -> [ImageCandidate] {
        guard limit > 0, query.partOfSpeech == nil || query.partOfSpeech == .noun else { return [] }
        let words = Self.keys(of: query)
        let overrides = try cache.overrides { try Overrides(path: overridesPath) }
        let choice = words.lazy.compactMap { overrides.choice(for: $0, language: query.language) }.first
        guard !words.isEmpty, choice != .forbidden else { return [] }
        let index = try loadedIndex(for: query.language)
        var emoji = index.matches(for: words, exactOnly: query.partOfSpeech == nil)
        if case .picture(let forced) = choice, index.font.contains(forced) {
            emoji.removeAll { $0 == forced }
            emoji.insert(forced, at: 0)
        }
        return emoji.prefix(limit).map { index.candidate(for: $0) }
    }
}

private extension EmojiImages {
    func loadedIndex(for language: Language) throws -> Index {
        let font = try cache.font { try EmojiFont(path: fontPath) }
        return try cache.index(for: language) {
            do {
                return Index(try EmojiAnnotations(directory: annotationsDirectory, language: language), font: font)
            } catch EmojiError.unreadableAnnotations {
                throw EmojiError.noNames(language: language.name)
            }
        }
    }

    /// The word and its lemma, cleaned and lower-cased, without repeats or blanks.
    static func keys(of query: ImageQuery) -> [String] {
        var keys: [String] = []
        for text in [query.word, query.lemma ?? ""] {
            let key = Text.clean(text).lowercased()
            if !key.isEmpty, !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Loads the font, the overrides and each language's index once, whoever asks first.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var font: Result<EmojiFont, any Error>?
        private var overrides: Result<Overrides, any Error>?
        private var indexes: [String: Result<Index, any Error>] = [:]

        func font(_ load: () throws -> EmojiFont) throws -> EmojiFont {
            try lock.withLock {
                let result = font ?? Result(catching: load)
                font = result
                return try result.get()
            }
        }

        func overrides(_ load: () throws -> Overrides) throws -> Overrides {
            try lock.withLock {
                let result = overrides ?? Result(catching: load)
                overrides = result
                return try result.get()
            }
        }

        func index(for language: Language, _ load: () throws -> Index) throws -> Index {
            try lock.withLock {
                let result = indexes[language.code] ?? Result(catching: load)
                indexes[language.code] = result
                return try result.get()
            }
        }
    }
}

private extension EmojiImages {
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
                let trimmed = line.trimmingCharacters(in: .whitespaces)
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
            let columns = line.split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count == 3, let language = try? Language(code: columns[0]) else { return nil }
            let word = Text.clean(columns[1]).lowercased(), emoji = Index.bare(columns[2])
            guard !word.isEmpty, EmojiFont.codePoint(of: emoji) != nil || emoji == "-" else { return nil }
            return (language.code + "\t" + word, emoji == "-" ? .forbidden : .picture(emoji))
        }
    }
}

private extension EmojiImages {
    /// One language's emoji names, limited to the emoji the font can draw, indexed for lookup.
    struct Index: Sendable {
        /// A keyword shared by more emoji than this says little about any one of them.
        static let fewEmoji = 3
        /// Words that join a qualifier to a name ("cara de perro") and are not qualifiers.
        static let connectors: Set<String> = ["of", "de", "del", "des", "di", "da", "do", "du", "von", "van"]

        let font: EmojiFont
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
            return ImageCandidate(url: "emoji:" + code, credit: "Noto Color Emoji \(shown)\(label) (SIL OFL 1.1)", source: "emoji")
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
            return rest.count <= 2 && rest.filter { !Self.connectors.contains($0) }.count == 1
        }
        return found.count <= Self.fewEmoji + 1 ? found : []
    }

    /// Emoji with the word as a keyword: confident when the name holds the word too; otherwise
    /// kept only when few emoji share the keyword.
    func keyworded(_ word: String, _ parts: [String]) -> [(entry: Int, confident: Bool)] {
        let found = keywords[word, default: []]
        return found.compactMap { entry in
            let confident = Self.remainder(of: nameWords[entry], without: parts) != nil
            return confident || found.count <= Self.fewEmoji ? (entry, confident) : nil
        }
    }

    /// The name's words without the first run of `parts`; nil when the name does not hold them.
    static func remainder(of name: [String], without parts: [String]) -> [String]? {
        guard !parts.isEmpty, name.count >= parts.count else { return nil }
        for start in 0...(name.count - parts.count) where Array(name[start..<(start + parts.count)]) == parts {
            return Array(name[..<start] + name[(start + parts.count)...])
        }
        return nil
    }
}
