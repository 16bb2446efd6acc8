import Support

/// Why an emoji picture or name could not be read. Each description is one line.
enum EmojiError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The font file is missing or unreadable.
    case unreadableFont(path: String)
    /// The font is truncated, corrupt or has no colour bitmaps; `reason` says what is wrong.
    case malformedFont(path: String, reason: String)
    /// The CLDR annotations file is missing or unreadable.
    case unreadableAnnotations(path: String)
    /// No CLDR annotations exist for the language.
    case noNames(language: String)
    /// The overrides file is unreadable, or a line of it is not `lang<TAB>word<TAB>emoji-or-dash`.
    case malformedOverrides(path: String, line: Int)

    /// One line for the user, starting with the provider's name.
    public var description: String {
        switch self {
        case .unreadableFont(let path):
            "emoji: cannot read the font \(Text.printable(path)) (install fonts-noto-color-emoji)"
        case let .malformedFont(path, reason):
            "emoji: \(Text.printable(path)) is not a usable colour emoji font: \(reason)"
        case .unreadableAnnotations(let path):
            "emoji: cannot read \(Text.printable(path)) (install unicode-cldr-core)"
        case .noNames(let language):
            "emoji: no emoji names for this language (\(language))"
        case let .malformedOverrides(path, line):
            line == 0 ? "emoji: cannot read \(Text.printable(path))"
                : "emoji: \(Text.printable(path)) line \(line) is not lang<TAB>word<TAB>emoji-or-dash"
        }
    }
}
