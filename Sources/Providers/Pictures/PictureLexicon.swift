import Foundation
import Support
import Model

/// Which English words a picture can show, from WordNet's files (Debian's `wordnet-base`): a
/// noun whose common senses are things (WordNet's lexicographer files noun.artifact, noun.animal,
/// noun.food, noun.plant, noun.body, noun.object, noun.substance, noun.phenomenon,
/// noun.process), or a verb of bodily action (verb.body, verb.motion, verb.contact, ...). Abstract
/// nouns (noun.cognition, noun.feeling, noun.state, ...), adjectives, adverbs and function words
/// get no picture rather than a misleading one.
/// - SeeAlso: wndb(5WN), lexnames(5WN)
struct PictureLexicon: Sendable {
    /// How a word can be pictured.
    enum Reading: Sendable, Equatable {
        /// A concrete noun: its dictionary form and the words that share its first sense
        /// ("plane": airplane, aeroplane), for pictures named by a synonym.
        case thing(lemma: String, synonyms: [String])
        /// A verb of action ("climb", "swim"), pictured only by drawings of the action.
        case action(lemma: String)
    }

    static let defaultDirectory = "/usr/share/wordnet"
    /// Lexicographer files of things one can draw (lexnames(5WN) numbers).
    static let concreteNouns: Set<Int> = [5, 6, 8, 13, 17, 19, 20, 22, 27]
    /// verb.body, verb.competition, verb.consumption, verb.contact, verb.creation, verb.motion.
    static let actionVerbs: Set<Int> = [29, 33, 34, 35, 36, 38]
    /// A noun is pictured when one of its first senses is concrete.
    static let sensesLooked = 3

    private let files: [String: Data]

    /// The database in `directory`, or nil when it is not installed.
    init?(directory: String = defaultDirectory) {
        var files: [String: Data] = [:]
        for name in ["index.noun", "index.verb", "index.adj", "index.adv", "data.noun", "data.verb"] {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + name), options: .alwaysMapped) else { return nil }
            files[name] = data
        }
        self.files = files
    }

    /// How `word` (with its lemma and part of speech, when the translation chain found them)
    /// can be pictured; nil for a word no picture should show.
    func reading(of word: String, lemma: String? = nil, partOfSpeech: PartOfSpeech? = nil) -> Reading? {
        let key = Self.key(word)
        guard !key.isEmpty, !Self.functionWords.contains(key) else { return nil }
        let forms = ([lemma.map(Self.key), key].compactMap { $0 } + Self.singulars(of: key)).filter { !$0.isEmpty }
        let noun = forms.lazy.compactMap { self.entry($0, "noun").map { (form: $0.0, entry: $0.1) } }.first
        let verb = forms.lazy.compactMap { self.entry($0, "verb").map { (form: $0.0, entry: $0.1) } }.first
        switch partOfSpeech {
        case .noun?: return noun.flatMap { thing($0.form, $0.entry) }
        case .verb?: return verb.flatMap { action($0.form, $0.entry) }
        case nil:
            // A bare word in a list is read as a thing when it can be one ("bear", "train"),
            // unless it is mostly an adjective or adverb ("small").
            guard !isMostlyDescriptive(key, noun: noun?.entry, verb: verb?.entry) else { return nil }
            return noun.flatMap { thing($0.form, $0.entry) } ?? verb.flatMap { action($0.form, $0.entry) }
        default: return nil
        }
    }
}

extension PictureLexicon {
    /// True when WordNet has `word` as a noun of its own ("glasses", "shorts"), not only as the
    /// plural of another ("bananas").
    func isNoun(_ word: String) -> Bool { entry(Self.key(word), "noun") != nil }
}

private extension PictureLexicon {
    /// One index line: how often the lemma's senses were seen tagged, and its synsets in order.
    struct Entry {
        var tagged: Int
        var offsets: [Int]
    }

    func thing(_ form: String, _ entry: Entry) -> Reading? {
        let senses = entry.offsets.prefix(Self.sensesLooked).compactMap { synset(at: $0, in: "data.noun") }
        guard senses.contains(where: { Self.concreteNouns.contains($0.lexicon) }) else { return nil }
        let first = entry.offsets.first
        let synonyms = (senses.first?.words ?? []).filter { other in
            other != form && self.entry(other, "noun")?.1.offsets.first == first
        }
        return .thing(lemma: Self.text(form), synonyms: synonyms.map(Self.text))
    }

    func action(_ form: String, _ entry: Entry) -> Reading? {
        guard let first = entry.offsets.first, let sense = synset(at: first, in: "data.verb"),
              Self.actionVerbs.contains(sense.lexicon) else { return nil }
        return .action(lemma: Self.text(form))
    }

    /// True when the word is tagged more often as an adjective or adverb than as a noun or verb.
    func isMostlyDescriptive(_ key: String, noun: Entry?, verb: Entry?) -> Bool {
        let descriptive = max(entry(key, "adj")?.1.tagged ?? -1, entry(key, "adv")?.1.tagged ?? -1)
        return descriptive > max(noun?.tagged ?? -1, verb?.tagged ?? -1)
    }

    /// The index line of `key` in `index.<part>`, found by binary search over the sorted file.
    func entry(_ key: String, _ part: String) -> (String, Entry)? {
        guard let data = files["index." + part] else { return nil }
        let target = Array(key.utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (String, Entry)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var low = 0, high = bytes.count
            while low < high {
                let middle = (low + high) / 2
                let start = SortedIndex.lineStart(containing: middle, in: bytes)
                let order = Self.compare(bytes, from: start, to: target)
                if order == 0 { return Self.parseIndex(bytes, from: start).map { (key, $0) } }
                if order < 0 { low = SortedIndex.lineEnd(from: start, in: bytes) + 1 } else { high = start }
            }
            return nil
        }
    }

    /// The lexicographer file number and the words of the synset at `offset`.
    /// Only the line's first fields are read (`offset lex_filenum ss_type w_cnt word lex_id …`),
    /// not its pointers and gloss.
    func synset(at offset: Int, in file: String) -> (lexicon: Int, words: [String])? {
        guard let data = files[file], offset < data.count else { return nil }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (lexicon: Int, words: [String])? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var position = offset
            func field() -> String? {
                while position < bytes.count, bytes[position] == 0x20 { position += 1 }
                let start = position
                while position < bytes.count, bytes[position] != 0x20, bytes[position] != 0x0A { position += 1 }
                return position > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) : nil
            }
            guard field() != nil, let lexicon = field().flatMap({ Int($0) }), field() != nil,
                  let count = field().flatMap({ Int($0, radix: 16) }) else { return nil }
            var words: [String] = []
            for _ in 0..<count {
                guard let word = field(), field() != nil else { return nil }
                words.append(word.lowercased())
            }
            return (lexicon, words)
        }
    }

    /// The order of the line's first word against `target`; the licence lines at the top, which
    /// start with spaces, sort before every word.
    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to target: [UInt8]) -> Int {
        var index = 0
        while true {
            let position = start + index
            let byte: UInt8 = position < bytes.count && bytes[position] != 0x20 && bytes[position] != 0x0A ? bytes[position] : 0
            let other: UInt8 = index < target.count ? target[index] : 0
            if byte == 0, other == 0 { return 0 }
            if byte != other { return byte < other ? -1 : 1 }
            index += 1
        }
    }

    /// `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...`.
    static func parseIndex(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Entry? {
        let fields = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<SortedIndex.lineEnd(from: start, in: bytes)]), as: UTF8.self).split(separator: " ")
        guard fields.count > 4, let synsets = Int(fields[2]), let pointers = Int(fields[3]) else { return nil }
        let tagged = 5 + pointers
        guard fields.count >= tagged + 1 + synsets, let count = Int(fields[tagged]) else { return nil }
        return Entry(tagged: count, offsets: fields[(tagged + 1)..<(tagged + 1 + synsets)].compactMap { Int($0) })
    }

    static func key(_ word: String) -> String {
        Text.clean(word).lowercased().split(separator: " ").joined(separator: "_")
    }

    static func text(_ key: String) -> String { key.replacingOccurrences(of: "_", with: " ") }

    /// "boxes" -> box, "berries" -> berry, "dogs" -> dog; WordNet's irregular plurals are its
    /// own entries ("mice" is not, so "mouse" is asked too through noun.exc's common cases).
    static func singulars(of key: String) -> [String] {
        var forms: [String] = []
        if key.hasSuffix("ies") { forms.append(String(key.dropLast(3)) + "y") }
        if key.hasSuffix("es") { forms.append(String(key.dropLast(2))) }
        if key.hasSuffix("s"), !key.hasSuffix("ss") { forms.append(String(key.dropLast())) }
        return forms + (irregularPlurals[key].map { [$0] } ?? [])
    }

    static let irregularPlurals = [
        "mice": "mouse", "teeth": "tooth", "feet": "foot", "geese": "goose", "children": "child", "men": "man",
        "women": "woman", "knives": "knife", "leaves": "leaf", "wolves": "wolf", "loaves": "loaf", "shelves": "shelf",
    ]

    /// English closed-class words (articles, pronouns, prepositions, conjunctions, auxiliaries and
    /// modals, quantifiers): WordNet lists some as unrelated nouns ("can" a tin, "a" vitamin A,
    /// "who" the World Health Organization), so they are named here.
    static let functionWords: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
        "i", "me", "you", "he", "him", "she", "it", "we", "us", "they", "them", "who", "whom", "whose", "which", "what",
        "mine", "yours", "hers", "ours", "theirs", "myself", "yourself", "itself", "something", "anything", "nothing",
        "everything", "someone", "anyone", "everyone", "nobody", "somebody", "everybody",
        "of", "in", "on", "at", "to", "for", "from", "by", "with", "without", "about", "above", "below", "under",
        "over", "between", "among", "through", "during", "before", "after", "against", "into", "onto", "upon",
        "within", "across", "behind", "beside", "beyond", "near", "off", "out", "up", "down", "around", "along", "since", "until", "till", "via",
        "and", "or", "but", "nor", "so", "yet", "if", "because", "although", "though", "while", "whether", "unless",
        "than", "as", "when", "where", "why", "how", "then", "there", "here", "also", "too", "very", "not", "no", "yes",
        "can", "could", "may", "might", "must", "shall", "should", "will", "would", "do", "does", "did", "be", "is",
        "am", "are", "was", "were", "been", "being", "have", "has", "had", "ought",
        "all", "any", "some", "each", "every", "few", "many", "much", "more", "most", "less", "least", "both", "either",
        "neither", "other", "another", "such", "own", "same", "just", "only", "even", "still", "already", "again",
    ]
}
