import Model

/// An English word of Latin or Greek make spelled as French, Italian or Portuguese spell the
/// same word: pathologist → pathologiste, patologista; scenic → scenico; to dramatize →
/// dramatiser. Only spellings: whether the language has the word is for its own dictionary to
/// say (``OfflineLookup/fillEmpty(_:queries:readings:)``), and each rule is tried, longest ending first.
enum CognateSpelling {
    /// One ending's spellings: English ending, then the target's.
    typealias Rule = (english: String, target: [String])

    /// Every spelling of `english` as a `part` in the language, most likely first; none for a
    /// language without rules, a phrase, or a word shorter than five letters. `byEndingOnly`
    /// leaves out the bare word with a vowel added (compost → composto), keeping the spellings
    /// of a Latin or Greek ending (-ic, -ous, -ant).
    static func spellings(of english: String, as part: PartOfSpeech, in language: Language, byEndingOnly: Bool = false) -> [String] {
        let word = english.lowercased()
        guard word.count >= 5, word.allSatisfy(\.isLetter), let rules = rules[language.code]?[part] else { return [] }
        var found: [String] = []
        for stem in stems(of: word, in: language.code) {
            for rule in rules where stem.hasSuffix(rule.english) && stem.count > rule.english.count + 2 && !(byEndingOnly && rule.english.isEmpty) {
                let base = String(stem.dropLast(rule.english.count))
                for ending in rule.target {
                    for spelled in accented(base + ending, in: language.code) where !found.contains(spelled) { found.append(spelled) }
                }
            }
        }
        return found
    }

    /// The word as it is, and where the language writes Greek's letters plainly (Italian and
    /// Portuguese: filosofia, ritmo) with ph, th, rh and y so written; Italian also writes
    /// Latin's ct, pt and x as it says them (difettivo, adottare, tassa).
    static func stems(of word: String, in code: String) -> [String] {
        guard code != "fr" else { return [word] }
        var plain = word
        var changes = Cognate.plainGreek
        if code == "it" { changes += [("ct", "tt"), ("pt", "tt"), ("x", "ss")] }
        for (from, to) in changes { plain = plain.replacingOccurrences(of: from, with: to) }
        return plain == word ? [word] : [plain, word]
    }

    /// Portuguese writes the stress of a word in -ico on the vowel before it (patológico,
    /// histórico): the plain spelling, then the accented one.
    static func accented(_ word: String, in code: String) -> [String] {
        guard code == "pt", word.hasSuffix("ico"), word.count > 5 else { return [word] }
        let stem = Array(word.dropLast(3))
        guard let last = stem.lastIndex(where: { "aeiou".contains($0) }), last > 0 else { return [word] }
        let acute: [Character: Character] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
        var marked = stem
        marked[last] = acute[stem[last]] ?? stem[last]
        return [word, String(marked) + "ico"]
    }

    /// The endings, longest first within each part of speech; "" keeps the word and adds the ending.
    /// Verbs only by a Latin ending (-ize, -ate, -fy): a bare English verb is as often Germanic,
    /// and its look-alike another word (to singe: singer is to ape; to rebut: rebuter is to repel).
    static let rules: [String: [PartOfSpeech: [Rule]]] = [
        "fr": [
            .noun: [("graphy", ["graphie"]), ("logy", ["logie"]), ("tion", ["tion"]), ("sion", ["sion"]), ("ment", ["ment"]),
                    ("ance", ["ance"]), ("ence", ["ence"]), ("ist", ["iste"]), ("ism", ["isme"]), ("ity", ["ité"]), ("ian", ["ien"]),
                    ("or", ["eur"]), ("ry", ["rie"]), ("y", ["ie"]), ("", ["", "e"])],
            .adjective: [("ical", ["ique"]), ("ary", ["aire"]), ("ous", ["eux"]), ("ive", ["if"]), ("ic", ["ique"]),
                         ("al", ["al", "el"]), ("ar", ["aire"]), ("id", ["ide"]), ("ant", ["ant"]), ("ent", ["ent"]),
                         ("able", ["able"]), ("ible", ["ible"]), ("ile", ["ile"])],
            .verb: [("ize", ["iser"]), ("ise", ["iser"]), ("ate", ["er"]), ("fy", ["fier"])],
        ],
        "it": [
            .noun: [("graphy", ["grafia"]), ("logy", ["logia"]), ("tion", ["zione"]), ("sion", ["sione"]), ("ment", ["mento"]),
                    ("ance", ["anza"]), ("ence", ["enza"]), ("ist", ["ista"]), ("ism", ["ismo"]), ("ity", ["ità"]), ("ian", ["iano"]),
                    ("or", ["ore"]), ("ry", ["ria"]), ("y", ["ia"]), ("", ["o", "a", "e"])],
            .adjective: [("ical", ["ico"]), ("ary", ["ario"]), ("ous", ["oso"]), ("ive", ["ivo"]), ("ic", ["ico"]),
                         ("al", ["ale"]), ("ar", ["are"]), ("id", ["ido"]), ("ant", ["ante"]), ("ent", ["ente"]),
                         ("able", ["abile"]), ("ible", ["ibile"]), ("ile", ["ile"])],
            .verb: [("ize", ["izzare"]), ("ise", ["izzare"]), ("ate", ["are"]), ("fy", ["ficare"])],
        ],
        "pt": [
            .noun: [("graphy", ["grafia"]), ("logy", ["logia"]), ("tion", ["ção"]), ("sion", ["são"]), ("ment", ["mento"]),
                    ("ance", ["ância"]), ("ence", ["ência"]), ("ist", ["ista"]), ("ism", ["ismo"]), ("ity", ["idade"]), ("ian", ["iano"]),
                    ("or", ["or"]), ("ry", ["ria"]), ("y", ["ia"]), ("", ["", "o", "a", "e"])],
            .adjective: [("ical", ["ico"]), ("ary", ["ário"]), ("ous", ["oso"]), ("ive", ["ivo"]), ("ic", ["ico"]),
                         ("al", ["al"]), ("ar", ["ar"]), ("id", ["ido"]), ("ant", ["ante"]), ("ent", ["ente"]),
                         ("able", ["ável"]), ("ible", ["ível"]), ("ile", ["il"])],
            .verb: [("ize", ["izar"]), ("ise", ["izar"]), ("ate", ["ar"]), ("fy", ["ficar"])],
        ],
    ]
}
