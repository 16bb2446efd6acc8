extension EditDistance {
    /// The " (did you mean '...'?)" suffix for a mistyped name, or "" when nothing is close.
    public static func suggestion(for word: String, among names: [String], prefix: String = "") -> String {
        guard let close = closest(to: word, in: names, limit: max(1, min(3, word.count / 2))) else { return "" }
        return " (did you mean '\(prefix)\(close)'?)"
    }
}
