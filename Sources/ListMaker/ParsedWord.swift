/// One item of a pasted word list: the word, the learner's own translation when the line was a
/// pair, and the line it came from.
public struct ParsedWord: Sendable, Equatable {
    public let text: String
    /// The learner's own translation ("dog = perro"); no provider may overwrite it.
    public let translation: String?
    public let line: Int

    public init(text: String, translation: String? = nil, line: Int) {
        self.text = text
        self.translation = translation
        self.line = line
    }
}

/// A word dropped because an earlier line already had it (compared ignoring case).
public struct DuplicateWord: Sendable, Equatable {
    public let text: String
    public let line: Int
    let firstLine: Int

    package init(text: String, line: Int, firstLine: Int) {
        (self.text, self.line, self.firstLine) = (text, line, firstLine)
    }
}

/// What the parser made of a paste.
public struct ParsedList: Sendable, Equatable {
    public var words: [ParsedWord]
    public var duplicates: [DuplicateWord]
}
