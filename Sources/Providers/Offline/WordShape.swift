import Model

/// What a word's spelling says of its part of speech, where a language's spelling says it
/// plainly: a verb's dictionary form in the Romance languages ends in its infinitive's ending
/// (hablar, finir, prendre, dormire, pôr; reflexive quejarse, se plaindre, tuffarsi,
/// queixar-se), a phrase begins with one (dar de ombros, avoir le hoquet); German writes
/// every noun with a capital and every infinitive ending in -n (schwimmen, sich freuen,
/// Schluckauf haben). "to sneeze" is a verb in every language, so a card never says espirro
/// or Hohlraum for it. French nouns in -re (murmure) look like infinitives: spelling does not
/// catch them.
enum WordShape {
    /// Whether `text` can be a verb's dictionary form in `language`; nil where spelling cannot tell.
    static func canBeInfinitive(_ text: String, in language: Language) -> Bool? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        switch language.code {
        case "de":
            return words.count == 1 ? isGermanInfinitive(text) : text.split(separator: " ").contains { isGermanInfinitive(String($0)) }
        case "es", "fr", "it", "pt", "ca":
            let verb = language.code == "fr" && words.count > 1 && first == "se" ? words[1] : first
            return hasInfinitiveEnding(verb, language.code)
        default:
            return nil
        }
    }

    /// Whether `text` can be an adjective in `language`: in German, not a capitalised noun.
    static func canBeAdjective(_ text: String, in language: Language) -> Bool? {
        guard language.code == "de", !text.contains(" "), let first = text.first else { return nil }
        return !first.isUppercase
    }

    static let infinitiveEndings: [String: [String]] = [
        "es": ["ar", "er", "ir", "ír"],
        "fr": ["er", "ir", "ïr", "re"],
        "it": ["are", "ere", "ire", "rre"],
        "pt": ["ar", "er", "ir", "or", "ôr"],
        "ca": ["ar", "er", "ir", "re"],
    ]

    /// "quejarse" is quejar, "s'asseoir" asseoir, "tuffarsi" tuffar(e), "queixar-se" queixar.
    static func hasInfinitiveEnding(_ word: String, _ code: String) -> Bool {
        var verb = word
        if code == "fr", verb.hasPrefix("s'") || verb.hasPrefix("s’") { verb = String(verb.dropFirst(2)) }
        for pronoun in ["-se", "-lo", "-la"] where code == "pt" || code == "ca" {
            if verb.hasSuffix(pronoun) { verb = String(verb.dropLast(pronoun.count)) }
        }
        if code == "es", verb.hasSuffix("se") { verb = String(verb.dropLast(2)) }
        if code == "it", verb.hasSuffix("rsi") { return true }
        return (infinitiveEndings[code] ?? []).contains { verb.hasSuffix($0) }
    }

    static func isGermanInfinitive(_ word: String) -> Bool {
        guard let first = word.first, first.isLowercase, word.count > 2 else { return false }
        return word.hasSuffix("n")
    }
}
