import Support
import Model
/// A pasted word as the dictionaries are asked for it: "to climb" is the verb climb, "the dog"
/// and "el perro" are nouns. The card keeps what the learner wrote.
struct OfflineQuery: Equatable, Sendable {
    /// What the learner wrote.
    var original: String
    /// What is looked up: without the infinitive marker or article.
    var text: String
    /// The part of speech the learner's wording implies, if any.
    var hint: PartOfSpeech?

    /// Words that mark what follows as a verb or a noun, per language.
    static let markers: [String: [(String, PartOfSpeech)]] = [
        "en": [("to ", .verb), ("the ", .noun), ("a ", .noun), ("an ", .noun)],
        "es": [("el ", .noun), ("la ", .noun), ("los ", .noun), ("las ", .noun), ("un ", .noun), ("una ", .noun)],
        "fr": [("le ", .noun), ("la ", .noun), ("les ", .noun), ("l'", .noun), ("l’", .noun), ("un ", .noun), ("une ", .noun)],
        "de": [("zu ", .verb), ("der ", .noun), ("die ", .noun), ("das ", .noun), ("ein ", .noun), ("eine ", .noun)],
        "it": [("il ", .noun), ("lo ", .noun), ("la ", .noun), ("l'", .noun), ("gli ", .noun), ("le ", .noun), ("un ", .noun), ("una ", .noun)],
        "pt": [("o ", .noun), ("a ", .noun), ("os ", .noun), ("as ", .noun), ("um ", .noun), ("uma ", .noun)],
        "ca": [("el ", .noun), ("la ", .noun), ("l'", .noun), ("els ", .noun), ("les ", .noun), ("un ", .noun), ("una ", .noun)],
    ]

    init(_ word: String, language: Language) {
        original = word
        let clean = Text.clean(word)
        text = clean
        for (marker, part) in Self.markers[language.code] ?? [] {
            let lowered = clean.lowercased()
            guard lowered.hasPrefix(marker), lowered.count > marker.count else { continue }
            text = String(clean.dropFirst(marker.count)).trimmingSpaces()
            hint = part
            break
        }
    }
}
