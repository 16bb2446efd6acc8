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
    /// ending: masculine -er, neuter -es, plural -e become -e, -e and -en. Nil when it reads the
    /// same there: one word, a feminine phrase (die rote Bete), no such ending, or a first word
    /// that is a determiner, a pronoun or a preposition (alles Gute, unser Vater, unter Wasser).
    package static func germanAfterDefinite(_ text: String, gender: Gender, plural: Bool) -> AfterDefinite? {
        let first = firstWord(of: text)
        guard first.count < text.count, first.count >= 4, first.allSatisfy(\.isLetter) else { return nil }
        let lowered = first.lowercased()
        guard !germanFunctionWords.contains(lowered) else { return nil }
        let weak: String
        switch (plural, gender) {
        case (true, _) where lowered.hasSuffix("e"): weak = first + "n"
        case (false, .masculine) where lowered.hasSuffix("er"): weak = String(first.dropLast())
        case (false, .neuter) where lowered.hasSuffix("es"): weak = String(first.dropLast())
        default: return nil
        }
        return AfterDefinite(text: weak + text.dropFirst(first.count), isCertain: first.first?.isLowercase == true)
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
