import Support
extension Translation {
    /// The most alternatives a provider's answer keeps.
    static let alternativesLimit = 6

    /// A translation built from a provider's raw strings, each passed through ``Text/clean(_:)``;
    /// alternatives lose blanks, repeats and the main text (compared without regard to case).
    /// Nil when the main text is empty after cleaning.
    static func cleaned(_ text: String, alternatives: [String] = [], ipa: String? = nil) -> Translation? {
        let main = Text.clean(text)
        guard !main.isEmpty else { return nil }
        var seen: Set<String> = [main.lowercased()]
        var kept: [String] = []
        for alternative in alternatives.map(Text.clean) where kept.count < alternativesLimit {
            guard !alternative.isEmpty, seen.insert(alternative.lowercased()).inserted else { continue }
            kept.append(alternative)
        }
        let pronunciation = ipa.map(Text.clean).flatMap { $0.isEmpty ? nil : $0 }
        return Translation(text: main, alternatives: kept, ipa: pronunciation)
    }
}
