/// What a learner studies: their native language and the language they learn; never the same.
public struct Study: Hashable, Sendable, Codable, CustomStringConvertible {
    public let native: Language
    public let learned: Language

    public init(native: Language, learned: Language) throws {
        guard native != learned else { throw ModelError.sameLanguages(native.code) }
        self.native = native
        self.learned = learned
    }

    public var description: String { "\(native.code)→\(learned.code)" }
}
