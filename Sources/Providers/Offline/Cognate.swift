import Foundation

/// Whether a translation is the English word's cognate: the same Latin or Greek word in the
/// other language's spelling (sporadic and sporadique, proprietor and proprietario, fanatic and
/// fanático). Where the sources have not agreed on a first choice, the cognate is most often the
/// translation a teacher gives: German's pivot puts temporaire before sporadique, MultiWordNet's
/// senses put padrona before proprietario. Only there: common words have false friends that
/// the dictionaries also list (Audienz beside Publikum for audience, Status beside Zustand for
/// state), and an agreed choice is right more often than the cognate.
enum Cognate {
    /// True when both begin with the same five letters, once spelled alike, or with the same
    /// four when no more than two letters follow in either (portal, portail; not cafe,
    /// cafétéria). The same word unchanged is no evidence: it is what a dictionary without the
    /// word passes on (hardware).
    static func isCognate(_ english: String, _ translation: String) -> Bool {
        let word = spelledAlike(english), other = spelledAlike(bare(translation))
        // Endings differ by a few letters (-ic, -ique, -isch); a compound that begins with the
        // word is another word (Interviewpartner for interviewer). Spelled apart, the same
        // five letters or more once alike is a cognate (konvex), as a shorter word is not (banc
        // for bank).
        guard english.lowercased() != bare(translation).lowercased(), !other.contains(" "), !word.contains(" "),
              abs(word.count - other.count) <= 4 else { return false }
        if word == other { return word.count >= 5 }
        return sharedStart(word, other) >= 5 || differInEndingOnly(word, other)
    }

    /// How many letters two words share from their start.
    static func sharedStart(_ one: String, _ other: String) -> Int {
        zip(one, other).prefix { $0 == $1 }.count
    }

    /// True when two words share their first four letters and all but the last two of the
    /// longer one (portal and portail; erste and erster; Künstler and Künstlerin).
    static func differInEndingOnly(_ one: String, _ other: String) -> Bool {
        let shared = sharedStart(one, other)
        return shared >= 4 && shared + 2 >= max(one.count, other.count)
    }

    /// Without a reflexive pronoun ("se", "sich", "s'") or a Portuguese one ("-se").
    static func bare(_ text: String) -> String {
        var text = text
        for prefix in ["se ", "sich ", "s'", "s’"] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if text.hasSuffix("-se") { text.removeLast(3) }
        return text
    }

    /// Greek's letters as Italian, Portuguese and Spanish write them plainly (filosofia, ritmo).
    static let plainGreek = [("ph", "f"), ("rh", "r"), ("th", "t"), ("y", "i")]

    /// Lower case, no accents, the spellings that differ between the languages made one
    /// (Greek's letters written plainly, k/c), and doubled letters single.
    static func spelledAlike(_ text: String) -> String {
        // ASCII text (most of both sides) is folded and respelled on its bytes, as Foundation
        // would fold and replace it.
        text.utf8.allSatisfy({ $0 < 0x80 }) ? spelledAlike(ascii: Array(text.lowercased().utf8)) : spelledAlikeByFoundation(text)
    }

    /// ``spelledAlike(_:)`` through Foundation's folding and replacing, for any text.
    static func spelledAlikeByFoundation(_ text: String) -> String {
        var folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for (from, to) in respellings {
            folded = folded.replacingOccurrences(of: from, with: to)
        }
        var single = ""
        for letter in folded where letter != single.last { single.append(letter) }
        return single
    }

    static let respellings = plainGreek + [("k", "c"), ("ß", "ss")]

    /// ``spelledAlike(_:)`` of lower-case ASCII: each respelling in turn, left to right, then
    /// doubled letters single.
    static func spelledAlike(ascii text: [UInt8]) -> String {
        var bytes = text
        for (from, to) in respellings where from.utf8.allSatisfy({ $0 < 0x80 }) {
            let (from, to) = (Array(from.utf8), Array(to.utf8))
            var replaced: [UInt8] = [], position = 0
            while position < bytes.count {
                if bytes[position...].starts(with: from) {
                    replaced += to
                    position += from.count
                } else {
                    replaced.append(bytes[position])
                    position += 1
                }
            }
            bytes = replaced
        }
        var single: [UInt8] = []
        for byte in bytes where byte != single.last { single.append(byte) }
        return String(decoding: single, as: UTF8.self)
    }
}

extension OfflineLookup {
    /// The languages whose learned words are mostly English's Latin and Greek cousins, spelled
    /// their own way (``Cognate``), and that English reaches through chains and pivots. Spanish
    /// is not among them: the first choice of Apertium's own pair beats a cognate (valiente, not
    /// the false friend bravo, for brave; tranquilo, not quieto, for quiet).
    static let cognateLanguages: Set<String> = ["fr", "it", "pt", "de"]

    /// From English, each candidate that is the word's cognate (sporadique for sporadic), for a
    /// word whose best candidate so far has not two sources behind it (``OfflineCandidate/isAgreed``;
    /// into German, not counting Ding's reverse: chronisch, not dauernd, for chronic).
    func markCognates(_ candidates: inout [[OfflineCandidate]], readings: [[OfflineReading]]) {
        guard source == .english, Self.cognateLanguages.contains(target.code) else { return }
        for index in candidates.indices {
            guard let lemma = readings[index].first?.lemma else { continue }
            // Into German, Ding giving it and translating it back is one source (``reverseIsSameWork``).
            if let best = candidates[index].max(by: { $0.score < $1.score }),
               reverseIsSameWork ? best.isAgreedBesidesReverse : best.isAgreed { continue }
            for position in candidates[index].indices where Cognate.isCognate(lemma, candidates[index][position].text) {
                candidates[index][position].cognate = true
            }
        }
    }
}
