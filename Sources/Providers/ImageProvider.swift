import Model
/// Something that finds pictures for a word.
public protocol ImageProvider: Sendable {
    /// The short name used in configuration and summaries ("unsplash", "fixtures").
    var name: String { get }
    /// Up to `limit` images for `word`, best first; empty when none were found.
    func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate]
    /// Up to `limit` images for a word whose lemma and part of speech may be known, best first.
    /// Providers that search by text alone take the word.
    func images(for query: ImageQuery, limit: Int) async throws -> [ImageCandidate]
    /// Loads what every query of a list in `study` will need (catalogs, indexes), so that it
    /// loads while the list is being translated rather than when the first picture is asked.
    /// What cannot be loaded is left for that query to report.
    func prepare(for study: Study) async
}

extension ImageProvider {
    /// Nothing to load ahead: a provider that searches a service.
    public func prepare(for study: Study) async {}

    public func images(for query: ImageQuery, limit: Int) async throws -> [ImageCandidate] {
        try await images(for: query.word, language: query.language, limit: limit)
    }
}

/// What a card's picture is looked up by: the word as the card shows it, in its language, with
/// its dictionary form and part of speech when the translation chain found them.
public struct ImageQuery: Sendable, Equatable {
    public var word: String
    var language: Language
    /// The dictionary form ("dog" for "dogs"), when known.
    var lemma: String?
    var partOfSpeech: PartOfSpeech?
    /// The card's English side, when it has one: picture sets are named in English.
    var english: String?
    /// The colour glyph icons are drawn in (six hex digits), the list's.
    var colour: String?

    package init(word: String, language: Language, lemma: String? = nil, partOfSpeech: PartOfSpeech? = nil, english: String? = nil, colour: String? = nil) {
        self.word = word
        self.language = language
        self.lemma = lemma
        self.partOfSpeech = partOfSpeech
        self.english = english
        self.colour = colour
    }
}
