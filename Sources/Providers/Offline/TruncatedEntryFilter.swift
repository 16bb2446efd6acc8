/// Old FreeDict databases (eng-spa, eng-fra) file phrase entries under their first word with the
/// phrase's IPA and a squashed translation: "water /wˈɔːtə/ acuarela" (watercolour),
/// "sun /sˈʌn/ gafasoscuras" (sunglasses), "Red /ridkrɔs/ CruzRoja". Such an entry is told
/// from the word's own by its IPA: a stress mark where the word's own entries have none, or
/// much longer than the word's own IPA; and a translation with a capital inside is squashed.
enum TruncatedEntryFilter {
    static let stressMarks: Set<Character> = ["ˈ", "ˌ", "'"]

    /// The entries of one headword worth reading. `ownIPA` is the word's IPA from espeak-ng,
    /// when known; otherwise the shortest IPA among the entries stands in for it.
    static func keep(_ entries: [FreeDictEntry], ownIPA: String?) -> [FreeDictEntry] {
        let marked = entries.filter { $0.ipa.map(hasStress) ?? false }
        let unmarked = entries.filter { $0.ipa.map { !hasStress($0) } ?? false }
        var kept = entries
        // A database that marks stress nowhere else gives itself away when it marks it here.
        if !marked.isEmpty, !unmarked.isEmpty { kept = kept.filter { !($0.ipa.map(hasStress) ?? false) } }
        let lengths = kept.compactMap(\.ipa).map(soundCount)
        if let reference = ownIPA.map(soundCount) ?? lengths.min(), reference > 0 {
            let longest = max(reference + 2, reference * 4 / 3)
            kept = kept.filter { ($0.ipa.map(soundCount) ?? 0) <= longest }
        }
        return kept.compactMap(withoutSquashedWords)
    }

    static func hasStress(_ ipa: String) -> Bool { ipa.contains { stressMarks.contains($0) } }

    /// Sounds, roughly: letters of the IPA without stress, length and syllable marks.
    static func soundCount(_ ipa: String) -> Int {
        ipa.filter { !stressMarks.contains($0) && !"ː.ˑ‿ -".contains($0) }.count
    }

    /// The entry without words such as "CruzRoja" (a lower-case letter followed by a capital).
    static func withoutSquashedWords(_ entry: FreeDictEntry) -> FreeDictEntry? {
        var clean = entry
        clean.senses = entry.senses.map { sense in
            var sense = sense
            sense.words = sense.words.filter { !isSquashed($0.text) }
            return sense
        }.filter { !$0.words.isEmpty }
        return clean.senses.isEmpty ? nil : clean
    }

    static func isSquashed(_ word: String) -> Bool {
        zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }
}
