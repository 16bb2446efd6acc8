/// Every article a learner may type before a noun, and the ones right for a given noun: the
/// definite article `show` prints and the indefinite one of the same gender and number
/// (el perro, un perro; las gafas, unas gafas; lo studente, uno studente; der Hund, ein Hund).
extension Article {
    /// The articles of each language, longest first so "l'" and "un'" are tried before "l" forms.
    package static let forms: [String: [String]] = [
        "es": ["unos", "unas", "los", "las", "una", "el", "la", "un"],
        "fr": ["les", "des", "une", "le", "la", "un", "l'", "l’"],
        "de": ["der", "die", "das", "den", "dem", "des", "eine", "ein"],
        "it": ["gli", "una", "uno", "il", "lo", "la", "le", "un", "un'", "un’", "l'", "l’", "i"],
        "pt": ["uns", "umas", "uma", "os", "as", "um", "o", "a"],
        "ca": ["els", "les", "uns", "unes", "una", "el", "la", "un", "l'", "l’"],
    ]

    /// The definite article of a noun in the singular or the plural; nil where unknown.
    static func definite(for word: String, gender: Gender, plural: Bool, in language: Language) -> String? {
        guard plural else { return definite(for: word, gender: gender, in: language) }
        let lowered = firstWord(of: word).lowercased()
        let vowel = beginsWithVowel(lowered)
        switch (language.code, gender) {
        case ("es", .feminine): return "las"
        case ("es", _): return "los"
        case ("fr", _): return "les"
        case ("ca", .feminine): return "les"
        case ("ca", _): return "els"
        case ("it", .feminine): return "le"
        case ("it", _): return vowel || takesItalianLo(lowered) ? "gli" : "i"
        case ("pt", .feminine): return "as"
        case ("pt", _): return "os"
        case ("de", _): return "die"
        default: return nil
        }
    }

    /// The indefinite article of a noun of `gender`; nil where the language has none (German plural).
    static func indefinite(for word: String, gender: Gender, plural: Bool, in language: Language) -> String? {
        let lowered = firstWord(of: word).lowercased()
        let vowel = beginsWithVowel(lowered)
        switch (language.code, gender, plural) {
        case ("es", .feminine, false): return spanishStressedA.contains(lowered) ? "un" : "una"
        case ("es", .feminine, true): return "unas"
        case ("es", _, false): return "un"
        case ("es", _, true): return "unos"
        case ("fr", _, true): return "des"
        case ("fr", .feminine, false): return "une"
        case ("fr", _, false): return "un"
        case ("ca", .feminine, false): return "una"
        case ("ca", .feminine, true): return "unes"
        case ("ca", _, false): return "un"
        case ("ca", _, true): return "uns"
        case ("it", .feminine, false): return vowel ? "un'" : "una"
        case ("it", _, false): return takesItalianLo(lowered) ? "uno" : "un"
        case ("pt", .feminine, false): return "uma"
        case ("pt", .feminine, true): return "umas"
        case ("pt", _, false): return "um"
        case ("pt", _, true): return "uns"
        case ("de", .feminine, false): return "eine"
        case ("de", _, false): return "ein"
        default: return nil
        }
    }

    /// "las gafas", "l'eau": the word with its article in the singular or plural, or the word alone.
    package static func withDefinite(_ word: String, gender: Gender?, plural: Bool, in language: Language) -> String {
        guard plural else { return withDefinite(word, gender: gender, in: language) }
        if language.code == "de", let gender, let after = germanAfterDefinite(word, gender: gender, plural: true) {
            // Grüne Bohnen, most likely an adjective whose ending changes: bare, as Grüner Tee.
            return germanWithDefinite(after, gender: gender, plural: true) ?? word
        }
        guard let gender, takesArticle(word, gender: gender, in: language),
              let article = definite(for: word, gender: gender, plural: true, in: language) else { return word }
        return "\(article) \(word)"
    }

    /// Splits a typed answer into its leading article and the rest ("la llave" → la, llave;
    /// "l'eau" → l', eau); nil when it starts with none of the language's articles.
    package static func split(_ answer: String, in language: Language) -> (article: String, rest: String)? {
        for article in forms[language.code] ?? [] {
            let elided = article.hasSuffix("'") || article.hasSuffix("’")
            let prefix = elided ? article : article + " "
            guard answer.lowercased().hasPrefix(prefix), answer.count > prefix.count else { continue }
            let rest = String(answer.dropFirst(prefix.count)).trimmingSpaces()
            return rest.isEmpty ? nil : (article.replacing("’", with: "'"), rest)
        }
        return nil
    }
}

extension Article {
    /// The indefinite articles among ``forms``, per language.
    package static let indefiniteForms: [String: Set<String>] = [
        "es": ["un", "una", "unos", "unas"], "fr": ["un", "une", "des"], "de": ["ein", "eine"],
        "it": ["un", "uno", "una", "un'"], "pt": ["um", "uma", "uns", "umas"], "ca": ["un", "una", "uns", "unes"],
    ]

    /// The articles right before `word`: its definite article, then its indefinite one; empty
    /// when the gender is unknown or the language has no articles.
    package static func right(for word: String, gender: Gender?, plural: Bool, in language: Language) -> [String] {
        guard let gender else { return [] }
        return [definite(for: word, gender: gender, plural: plural, in: language),
                indefinite(for: word, gender: gender, plural: plural, in: language)].compactMap { $0 }
    }
}
