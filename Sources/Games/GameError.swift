import Model
import ListMaker
/// Why a game cannot start. Each description is one line.
package enum GameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A words file that is not in a format flash reads.
    case unreadableWords(String)
    /// Too few words to make wrong answers from.
    case tooFewWords(needed: Int, found: Int)
    /// A setting outside its range.
    case invalidSetting(key: String, value: String, expected: String)
    /// No definition provider knows a word ("'qwzzkx'") or a set of words ("today's words").
    case undefined(String, providers: [String])
    /// The configuration's `word.level` names no level.
    case unknownLevel(String)
    /// A level's word file cannot be read.
    case unreadableLevel(WordLevel, reason: String)
    /// A level with too few words for four options.
    case levelTooSmall(WordLevel)
    /// Too few favourites to make a list of.
    case tooFewFavourites(Int)

    public var description: String {
        switch self {
        case .unreadableWords(let reason): "cannot read the words: \(reason)"
        case let .tooFewWords(needed, found): "the game needs at least \(needed) words with different translations, found \(found)"
        case let .invalidSetting(key, value, expected): "the configuration's \(key) = \(value) must be \(expected)"
        case let .undefined(what, providers): "no definition provider (\(providers.joined(separator: ", "))) knows \(what)"
        case .unknownLevel(let value):
            "the configuration's word.level = \(value) is not one of \(WordLevel.allCases.map(\.rawValue).joined(separator: ", "))"
        case let .unreadableLevel(level, reason):
            "cannot read the \(level.rawValue) words (Fixtures/levels/\(level.rawValue).txt): \(reason)"
        case .levelTooSmall(let level): "the \(level.rawValue) list has too few words to play"
        case .tooFewFavourites(let count): "a list needs at least \(WordListParser.minimumWords) words; you have \(count) favourite(s)"
        }
    }
}
