import Support

/// The " (did you mean ...?)" suffix for a mistyped name.
public enum Suggestion {
    public static func suffix(for word: String, among names: [String], prefix: String = "") -> String {
        EditDistance.suggestion(for: word, among: names, prefix: prefix)
    }
}
