import Support
import Model
/// A translation of one word: the best one, other accepted words, and the pronunciation when
/// known; dictionaries also tell the candidates they chose from, the part of speech, a noun's
/// gender and how sure they are.
public struct Translation: Sendable, Equatable {
    public var text: String
    /// Other words accepted as answers: the same sense, confirmed by a second source.
    package var alternatives: [String]
    package var ipa: String?
    /// Every candidate considered, best first (the chosen one included).
    package var candidates: [TranslationCandidate] = []
    package var partOfSpeech: PartOfSpeech?
    package var gender: Gender?
    package var confidence: TranslationConfidence?
    /// Where it came from when that is more than the provider ("apertium+freedict").
    package var origin: String?
    /// The source word's dictionary form, when the provider found it ("dog" for "dogs").
    package var lemma: String?
    /// The source word's gender, when it is a noun and the analyser gave one (perros: masculine).
    package var sourceGender: Gender?
    /// True when the translation is a plural noun (glasses → gafas).
    package var plural = false
    /// How the translation is read (kana, pinyin, Russian stress), and how the source word is.
    package var reading: String?
    package var sourceReading: String?

    package init(text: String, alternatives: [String] = [], ipa: String? = nil) {
        self.text = text
        self.alternatives = alternatives
        self.ipa = ipa
    }

    /// The words of a translation the learner wrote ("casa, hogar / home"): split at commas,
    /// semicolons and slashes, cleaned, empty ones dropped; the first is the translation.
    package static func learnerForms(_ text: String) -> [String] {
        text.split(whereSeparator: { ",;/".contains($0) }).map { Text.clean(String($0)) }.filter { !$0.isEmpty }
    }
}

/// Something that translates words between two languages: a web API, a dictionary server, or
/// the fixture tables.
public protocol TranslationProvider: Sendable {
    /// The short name used in configuration and summaries ("google", "fixtures").
    var name: String { get }
    /// Translates `words` from `source` into `target`. The result has one entry per word, in
    /// order; nil where the provider knows no translation.
    func translate(_ words: [String], from source: Language, to target: Language) async throws -> [Translation?]
}
