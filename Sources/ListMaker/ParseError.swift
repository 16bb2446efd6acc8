/// Why a paste was refused; every message names the line.
enum ParseError: Error, Equatable, CustomStringConvertible {
    case invalidUTF8(line: Int)
    case controlCharacter(line: Int, scalar: UInt32)
    case itemTooLong(line: Int, length: Int)
    case tooManyItems(line: Int)
    case tooFewWords(found: Int)

    public var description: String {
        switch self {
        case .invalidUTF8(let line):
            "line \(line): not valid UTF-8 text (flash reads UTF-8 only)"
        case let .controlCharacter(line, scalar):
            "line \(line): control character U+\(String(format: "%04X", scalar)) is not allowed in a word"
        case let .itemTooLong(line, length):
            "line \(line): a word of \(length) characters is too long (at most \(WordListParser.maximumItemLength))"
        case .tooManyItems(let line):
            "line \(line): more than 5,000 words; split the list"
        case .tooFewWords(let found):
            "a list needs at least \(WordListParser.minimumWords) words, found \(found)"
        }
    }
}
