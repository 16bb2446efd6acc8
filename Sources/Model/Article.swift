/// The definite article a noun takes in languages that mark gender on it: el perro, la vela,
/// el agua (a feminine noun stressed on its first a), der Hund, l'eau. Nil where the language or
/// the gender is unknown.
package enum Article {
    /// Spanish feminine nouns that take "el" because they start with a stressed a.
    static let spanishStressedA: Set<String> = [
        "agua", "alma", "arma", "ala", "aula", "hambre", "hacha", "hada", "haba", "ancla", "asma", "arpa", "ave",
        "alba", "aria", "asa", "águila", "área", "ánima", "ánfora", "hampa",
    ]

    /// Whether `word` begins with the sound before which French, Catalan and Italian elide a
    /// vowel (l'eau, l'acqua, s'habiller): a vowel or an h.
    package static func beginsWithVowel(_ word: String) -> Bool {
        word.lowercased().first.map { "aeiouàâéèêëîïôûùüœhá".contains($0) } ?? false
    }

    /// The article for `word` of `gender` in `language`; for a phrase, the article its first
    /// word takes (el agua de mar, lo spazzolino da denti, l'eau de vie).
    static func definite(for word: String, gender: Gender, in language: Language) -> String? {
        let lowered = firstWord(of: word).lowercased()
        let vowel = beginsWithVowel(lowered)
        switch (language.code, gender) {
        case ("es", .masculine): return "el"
        case ("es", .feminine): return spanishStressedA.contains(lowered) ? "el" : "la"
        case ("fr", .masculine): return vowel ? "l'" : "le"
        case ("fr", .feminine): return vowel ? "l'" : "la"
        case ("ca", .masculine): return vowel ? "l'" : "el"
        case ("ca", .feminine): return vowel ? "l'" : "la"
        case ("it", .masculine): return vowel ? "l'" : (takesItalianLo(lowered) ? "lo" : "il")
        case ("it", .feminine): return vowel ? "l'" : "la"
        case ("pt", .masculine): return "o"
        case ("pt", .feminine): return "a"
        case ("de", .masculine): return "der"
        case ("de", .feminine): return "die"
        case ("de", .neuter): return "das"
        default: return nil
        }
    }

    /// Italian masculine nouns starting with z, gn, ps or s and a consonant take "lo".
    static func takesItalianLo(_ word: String) -> Bool {
        if word.hasPrefix("z") || word.hasPrefix("gn") || word.hasPrefix("ps") { return true }
        guard word.hasPrefix("s"), let second = word.dropFirst().first else { return false }
        return !"aeiou".contains(second)
    }

    /// "el perro", "l'eau", "la farina d'avena": the word with its article, or the word alone.
    package static func withDefinite(_ word: String, gender: Gender?, in language: Language) -> String {
        if language.code == "de", let gender, let after = germanAfterDefinite(word, gender: gender, plural: false),
           let declined = germanWithDefinite(after, gender: gender, plural: false) { return declined }
        guard let gender, takesArticle(word, gender: gender, in: language),
              let article = definite(for: word, gender: gender, in: language) else { return word }
        return article.hasSuffix("'") ? article + word : "\(article) \(word)"
    }

    /// Whether `text` is shown with an article: a word, or a noun phrase whose first word
    /// decides it (el perro caliente, le petit déjeuner, die Tasse Kaffee). Left bare: a phrase
    /// that already opens with an article, a German phrase that opens in lower case (an adjective,
    /// shown by ``germanWithDefinite(_:gender:plural:)`` in its weak ending, or no noun) and a
    /// German masculine or neuter one that opens with -er or -es, most likely an adjective whose
    /// ending would change after the article (Grüner Tee, der Grüne Tee) but maybe a noun (Liter Milch).
    static func takesArticle(_ text: String, gender: Gender, in language: Language) -> Bool {
        guard !text.isEmpty else { return false }
        guard text.contains(" ") else { return true }
        guard split(text, in: language) == nil else { return false }
        guard language.code == "de" else { return true }
        let first = firstWord(of: text)
        guard first.first?.isUppercase == true else { return false }
        switch gender {
        case .masculine: return !first.hasSuffix("er")
        case .neuter: return !first.hasSuffix("es")
        default: return true
        }
    }

    /// The text up to its first space: a phrase's first word, or the word itself.
    static func firstWord(of text: String) -> Substring {
        text.prefix { $0 != " " }
    }
}
