import Model

/// A lexical unit's form spelled by the language's own endings, for the target's analyser to
/// confirm, in place of a generator too large to load for a few words: French sorcier<n><f><sg>
/// is sorcière, comédien comédienne, grand-père grand-mère, congeler<vblex><pp> congelé.
/// Only spellings, several where the ending allows more than one: a spelling counts only when the
/// analyser reads it as that very unit (``ApertiumDictionary/generate(_:everyGenerator:)``).
enum SpelledForms {
    /// The spellings of `lemma` with `tags` in `language`, the lemma itself among them where the
    /// form may be it; nil where the language has no rules for those tags.
    static func spellings(of lemma: String, tags: [String], in language: Language) -> [String]? {
        guard language.code == "fr", !lemma.isEmpty else { return nil }
        switch tags {
        case ["n", "f", "sg"], ["adj", "f", "sg"]: return compounds(lemma, French.feminines(of:))
        case ["adj", "mf", "sg"]: return [lemma]
        case ["vblex", "pp", "m", "sg"]: return French.participles(of: lemma)
        default: return nil
        }
    }

    /// Each word of a compound spelled in turn, the others as they are or spelled too (grand-père:
    /// grand-mère; beau-père: belle-mère), at most 32 spellings.
    static func compounds(_ lemma: String, _ spell: (String) -> [String]) -> [String] {
        var pieces: [(word: String, separator: String)] = []
        var word = ""
        for character in lemma {
            if character == " " || character == "-" { pieces.append((word, String(character))); word = "" } else { word.append(character) }
        }
        pieces.append((word, ""))
        var spelled = [""]
        for piece in pieces {
            let forms = piece.word.isEmpty ? [""] : [piece.word] + spell(piece.word)
            spelled = Array(spelled.flatMap { start in forms.map { start + $0 + piece.separator } }.prefix(32))
        }
        var unique: [String] = []
        for form in spelled where !unique.contains(form) { unique.append(form) }
        return unique
    }
}

private extension SpelledForms {
    /// French's regular feminines and participles, each an ending and what it becomes.
    enum French {
        static let feminineEndings: [(String, [String])] = [
            ("er", ["ère"]), ("ien", ["ienne"]), ("en", ["enne"]), ("on", ["onne"]), ("el", ["elle"]),
            ("eil", ["eille"]), ("et", ["ette", "ète"]), ("ot", ["otte", "ote"]), ("an", ["ane", "anne"]), ("teur", ["trice", "teuse"]),
            ("eur", ["euse", "eresse", "rice"]), ("eux", ["euse"]), ("oux", ["ouse"]), ("x", ["se"]), ("f", ["ve"]), ("c", ["che", "que"]),
            ("g", ["gue"]), ("eau", ["elle"]), ("ou", ["olle", "oue"]), ("e", ["esse"]),
        ]

        /// Words whose feminine is another word: the analyser files mère under père (grand-mère is
        /// grand-père<n><f>) only where its dictionary pairs them.
        static let feminineWords: [String: [String]] = [
            "père": ["mère"], "frère": ["sœur"], "fils": ["fille"], "oncle": ["tante"], "neveu": ["nièce"], "roi": ["reine"],
            "homme": ["femme"], "garçon": ["fille"], "mari": ["femme"], "parrain": ["marraine"], "dieu": ["déesse"],
            "vieux": ["vieille"], "fou": ["folle"], "mou": ["molle"], "loup": ["louve"], "compagnon": ["compagne"],
            "serviteur": ["servante"], "copain": ["copine"], "héros": ["héroïne"], "empereur": ["impératrice"], "duc": ["duchesse"],
            "favori": ["favorite"], "frais": ["fraîche"], "long": ["longue"], "bénin": ["bénigne"], "malin": ["maligne"],
        ]

        static func feminines(of word: String) -> [String] {
            var forms = feminineWords[word] ?? []
            for (ending, replacements) in feminineEndings where word.hasSuffix(ending) && word.count > ending.count {
                forms += replacements.map { String(word.dropLast(ending.count)) + $0 }
            }
            return forms + (word.hasSuffix("e") ? [] : [word + "e"])
        }

        static let participleEndings: [(String, [String])] = [
            ("er", ["é"]), ("ir", ["i", "u", "ert", "is"]), ("frir", ["fert"]), ("vrir", ["vert"]), ("ourir", ["ort", "ouru"]),
            ("enir", ["enu"]), ("re", ["u", "is", "it", "t"]), ("indre", ["int"]), ("uire", ["uit"]), ("ire", ["it", "u"]),
            ("aire", ["ait", "u"]), ("aître", ["u"]), ("naître", ["né"]), ("oire", ["u"]), ("ettre", ["is"]), ("endre", ["is", "u"]),
            ("ivre", ["écu", "ivi"]), ("oudre", ["olu", "ousu", "oulu"]), ("oir", ["u"]), ("cevoir", ["çu"]), ("evoir", ["û"]),
            ("seoir", ["sis"]), ("quérir", ["quis"]), ("avoir", ["eu"]), ("être", ["été"]),
        ]

        static func participles(of verb: String) -> [String] {
            var forms: [String] = []
            for (ending, replacements) in participleEndings where verb.hasSuffix(ending) {
                for form in replacements.map({ String(verb.dropLast(ending.count)) + $0 }) where !forms.contains(form) { forms.append(form) }
            }
            return forms
        }
    }
}
