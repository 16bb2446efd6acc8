/// German noun phrases that open with an adjective: the adjective's ending follows the article
/// before it. Alone or after "ein" it takes the strong ending the card shows (kleiner Finger,
/// ein kleiner Finger; kleines Mädchen); after the definite article the weak one (der kleine
/// Finger, das kleine Mädchen, die alten Leute).
extension Article {
    /// How a German phrase reads after its definite article.
    package struct AfterDefinite: Sendable, Equatable {
        /// The phrase with its first word's weak ending: "kleine Finger" for kleiner Finger.
        package let text: String
        /// False when the first word may be a noun rather than an adjective, so the phrase may
        /// read unchanged after the article too: a capital letter opens both Grüner Tee, an
        /// adjective in a name, and Liter Milch, a noun of measure.
        package let isCertain: Bool
    }

    /// `text` as it reads after its definite article when it opens with an adjective in the strong
    /// ending: masculine -er, neuter -es, plural -e become -e, -e and -en; feminine -e stays (die
    /// rote Bete). Nil when it opens with no adjective: one word, no such ending, or a first word
    /// that is a determiner, a pronoun or a preposition (alles Gute, unser Vater, unter Wasser).
    package static func germanAfterDefinite(_ text: String, gender: Gender, plural: Bool) -> AfterDefinite? {
        guard let first = germanOpeningAdjective(of: text) else { return nil }
        let lowered = first.lowercased()
        let weak: String
        switch (plural, gender) {
        case (true, _) where lowered.hasSuffix("e"): weak = first + "n"
        case (false, .masculine) where lowered.hasSuffix("er"): weak = String(first.dropLast())
        case (false, .neuter) where lowered.hasSuffix("es"): weak = String(first.dropLast())
        case (false, .feminine) where lowered.hasSuffix("e"): weak = String(first)
        default: return nil
        }
        return AfterDefinite(text: weak + text.dropFirst(first.count), isCertain: first.first?.isLowercase == true)
    }

    /// A German phrase that opens with an adjective in lower case, after its definite article in
    /// the ending that article wants (`after`): der kleine Finger, das kleine Mädchen, die alten
    /// Leute. Nil where a capital opens it, which may be a noun's (Liter Milch).
    static func germanWithDefinite(_ after: AfterDefinite, gender: Gender, plural: Bool) -> String? {
        guard after.isCertain, let article = definite(for: after.text, gender: gender, plural: plural, in: Language(trusted: "de")) else { return nil }
        return "\(article) \(after.text)"
    }

    /// The gender a German noun phrase shows by its adjective's strong ending when no dictionary
    /// gives it: kleiner Finger masculine, kleines Mädchen neuter. Nil for -e (feminine or plural),
    /// a phrase whose first word is capitalised or no adjective, or whose last word is no noun.
    package static func germanGender(ofPhrase text: String) -> Gender? {
        guard let first = germanOpeningAdjective(of: text), first.first?.isLowercase == true,
              text.split(separator: " ").last?.first?.isUppercase == true else { return nil }
        if first.hasSuffix("er") { return .masculine }
        if first.hasSuffix("es") { return .neuter }
        return nil
    }

    /// The first word of a German phrase when it may be an adjective: four letters or more, and
    /// no determiner, pronoun or preposition (``germanFunctionWords``); nil for one word.
    static func germanOpeningAdjective(of text: String) -> Substring? {
        let first = firstWord(of: text)
        guard first.count < text.count, first.count >= 4, first.allSatisfy(\.isLetter),
              !germanFunctionWords.contains(first.lowercased()) else { return nil }
        return first
    }

    /// Lower-case first words with an adjective's ending that are no adjective: determiners and
    /// pronouns, which decline otherwise or take no article, and prepositions and adverbs.
    static let germanFunctionWords: Set<String> = [
        "alle", "alles", "aller", "beide", "einige", "einiges", "mehrere", "manche", "mancher", "manches",
        "diese", "dieser", "dieses", "jene", "jener", "jenes", "jede", "jeder", "jedes", "welche", "welcher",
        "welches", "solche", "solcher", "solches", "keine", "keiner", "keines", "meine", "meiner", "meines",
        "deine", "deiner", "deines", "seine", "seiner", "seines", "ihre", "ihrer", "ihres", "unser", "unsere",
        "unserer", "unseres", "euer", "eure", "eurer", "eures", "eine", "einer", "eines",
        "unter", "über", "hinter", "wider", "wieder", "außer", "immer", "weiter", "aber", "oder", "leider",
        "daher", "vorher", "nachher", "hier", "sehr", "sicher", "nieder", "gegenüber", "zwischen", "ohne",
        "gerne", "heute", "bitte", "danke", "alleine",
    ]
}

extension Article {
    /// A German adjective in the strong ending it takes alone before a noun, as a card's bare
    /// phrase shows it: kalt → kalter Kaffee, kalte Milch, kaltes Wasser, kalte Getränke. An
    /// adjective in -el, -euer or -auer loses that e (dunkle Nacht, teurer Wein, saure Milch),
    /// hoch is hoh- (hohes Haus), one in -e takes the ending alone (müder Mann). Nil for one that
    /// never declines (rosa, lila, prima), anything but one word in lower case, or a singular
    /// noun without its gender.
    package static func germanStrong(_ adjective: String, gender: Gender?, plural: Bool) -> String? {
        guard adjective.count >= 2, adjective.allSatisfy({ $0.isLetter && $0.isLowercase }), !adjective.hasSuffix("a") else { return nil }
        let ending: String
        switch (plural, gender) {
        case (true, _), (false, .feminine?): ending = "e"
        case (false, .masculine?): ending = "er"
        case (false, .neuter?): ending = "es"
        default: return nil
        }
        var stem = adjective
        if adjective == "hoch" {
            stem = "hoh"
        } else if adjective.hasSuffix("el") || adjective.hasSuffix("euer") || adjective.hasSuffix("auer") {
            stem = String(adjective.dropLast(2)) + String(adjective.last!)
        } else if adjective.hasSuffix("e") {
            stem = String(adjective.dropLast())
        }
        return stem + ending
    }
}
