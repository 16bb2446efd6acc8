import FlashKit

/// The " (did you mean ...?)" suffix for a mistyped name.
public enum Suggestion {
    public static func suffix(for word: String, among names: [String], prefix: String = "") -> String {
        guard let close = EditDistance.closest(to: word, in: names, limit: max(1, min(3, word.count / 2))) else { return "" }
        return " (did you mean '\(prefix)\(close)'?)"
    }
}
