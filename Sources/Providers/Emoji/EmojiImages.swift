import FoundationEssentials
import Support
import Model

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
    static let overridesFile = "Config/emoji-overrides.tsv"

    let fontPath: String
    let annotationsDirectory: String
    let overridesPath: String?
    let cache = Cache()

    /// A provider reading the font and annotations at these paths when first asked; without
    /// `overridesPath` no overrides apply. Credits name a font file other than NotoColorEmoji.ttf.
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

    /// Loads the font, the overrides and the names of the list's native language, which its
    /// cards' pictures are looked up in.
    public func prepare(for study: Study) async {
        _ = try? loadedOverrides()
        _ = try? loadedIndex(for: study.native)
    }

    /// The emoji candidates for `query`, best first, without suspending: the lookup is local.
    /// Throws ``EmojiError`` when the font, the overrides or the language's names are unusable.
    func candidates(for query: ImageQuery, limit: Int) throws -> [ImageCandidate] {
        guard limit > 0, query.partOfSpeech == nil || query.partOfSpeech == .noun else { return [] }
        let words = Self.keys(of: query)
        let overrides = try loadedOverrides()
        let choice = words.lazy.compactMap { overrides.choice(for: $0, language: query.language) }.first
        guard !words.isEmpty, choice != .forbidden else { return [] }
        let index = try loadedIndex(for: query.language)
        let excluded = words.reduce(into: Set<String>()) { $0.formUnion(overrides.exclusions(for: $1, language: query.language)) }
        var emoji = index.matches(for: words, exactOnly: query.partOfSpeech == nil).filter { !excluded.contains(Index.bare($0)) }
        if case .picture(let forced) = choice, index.font.contains(forced) {
            emoji.removeAll { $0 == forced }
            emoji.insert(forced, at: 0)
        }
        return emoji.prefix(limit).map { index.candidate(for: $0) }
    }
}

private extension EmojiImages {
    func loadedOverrides() throws -> Overrides {
        try cache.overrides { try Overrides(path: overridesPath) }
    }

    func loadedIndex(for language: Language) throws -> Index {
        let font = try cache.font { try EmojiFont(path: fontPath) }
        return try cache.index(for: language) {
            do {
                var index = Index(try EmojiAnnotations.shared(directory: annotationsDirectory, language: language), font: font)
                index.headLast = language == .english
                return index
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
}
