import Model
/// Everyday things named in two languages by Unicode CLDR: every emoji has a short name in each
/// of 147 locales ("alarm clock" ⏰ "despertador", "fire engine" 🚒 "camión de bomberos"), so two
/// locales' names of the same emoji are a small aligned dictionary of concrete nouns, multiword
/// ones included, that Apertium and FreeDict often lack.
struct CLDRNames: Sendable {
    private let targets: [String: [String]]
    /// The target language's words that join a phrase's parts ("de", "da", "à").
    private let joining: Set<String>

    /// The names in `source` with their names in `target`; nil when either locale is missing.
    init?(from source: Language, to target: Language, directory: String) {
        guard let from = try? EmojiAnnotations.shared(directory: directory, language: source),
              let to = try? EmojiAnnotations.shared(directory: directory, language: target) else { return nil }
        var names: [String: String] = [:]
        for entry in to.entries where !entry.name.isEmpty { names[entry.emoji] = entry.name }
        var targets: [String: [String]] = [:]
        for entry in from.entries where !entry.name.isEmpty && !entry.name.contains(":") {
            guard let name = names[entry.emoji], !name.contains(":") else { continue }
            targets[entry.name.lowercased(), default: []].append(name)
        }
        self.targets = targets
        joining = Set(OfflineLookup.joiningWords[target.code] ?? [])
    }

    /// The target names of the emoji whose source name is exactly `word` (ignoring case). A
    /// name that says more than the word ("oficina de correos europea" for "post office") is
    /// a narrower thing and left out; a joining word such as "de" is allowed for, and a one-word
    /// compound may be two words joined ("toothbrush" 🪥 "spazzolino da denti").
    func names(of word: String) -> [String] {
        let words = word.split(separator: " ").count
        return (targets[word.lowercased()] ?? []).filter { name in
            let parts = name.split(separator: " ")
            return parts.count <= words + 1 || (words == 1 && parts.count == 3 && joining.contains(parts[1].lowercased()))
        }
    }
}
