/// Why a game cannot start. Each description is one line.
public enum GameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A words file that is not in a format flash reads.
    case unreadableWords(String)
    /// Too few words to make wrong answers from.
    case tooFewWords(needed: Int, found: Int)
    /// A setting outside its range.
    case invalidSetting(key: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .unreadableWords(let reason): "cannot read the words: \(reason)"
        case let .tooFewWords(needed, found): "the game needs at least \(needed) words with different translations, found \(found)"
        case let .invalidSetting(key, value, expected): "the configuration's \(key) = \(value) must be \(expected)"
        }
    }
}
