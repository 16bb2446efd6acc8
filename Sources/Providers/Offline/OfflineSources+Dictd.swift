import Support
import Model

/// The `freedict` provider's answers (FreeDict served by a dictd) ranked the way the offline
/// chain ranks the same FreeDict data: truncated phrase entries left out, squashed phrases given
/// their spaces back, and each word's candidates scored by entry, sense and place, with the
/// English word's parts of speech (WordNet), the target's analyser and word list when they are
/// installed. One source, so no candidate is confirmed as an accepted alternative.
extension OfflineSources {
    /// Sources holding only what ranks FreeDict's entries: no dictionary of their own.
    init(rankingFor source: Language, to target: Language, paths: OfflineTranslator.Paths?, environment: [String: String]) {
        guard let paths else { return }
        targetAnalyser = ApertiumAnalyser.find(for: target, in: paths.apertium, ltProc: ExternalCommand.find("lt-proc", environment: environment))
        if source == .english || target == .english { wordNet = WordNetSenses(directory: paths.wordNet) }
        frequencies = WordFrequencies(language: target, pypi: paths.pypi)
    }
}

extension OfflineLookup {
    /// Each word's translation from the FreeDict entries a dictd gave for it (keyed by the word
    /// in lower case), ranked as the offline chain ranks them.
    static func rank(_ words: [String], entries: [String: [FreeDictEntry]], from source: Language, to target: Language,
                     paths: OfflineTranslator.Paths?, environment: [String: String]) throws -> [Translation?] {
        var lookup = OfflineLookup(sources: OfflineSources(rankingFor: source, to: target, paths: paths, environment: environment),
                                   source: source, target: target, pronounce: nil)
        lookup.supplied = entries
        return try lookup.translate(words)
    }
}
