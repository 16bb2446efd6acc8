/// A list that belongs to a story stage, with its best test score.
public struct Kit: Sendable, Equatable {
    public let list: WordList
    public let stage: Stage
    /// True for the kits flash ships (they cannot be deleted or moved).
    package let basic: Bool
    /// The best test score, 0 to 100; nil before the first finished test.
    package var best: Int?

    package init(list: WordList, stage: Stage, basic: Bool, best: Int? = nil) {
        self.list = list
        self.stage = stage
        self.basic = basic
        self.best = best
    }

    public var name: String { list.name }

    /// True when the best score reaches ``StoryRules/kitPassMark``.
    package var isPassed: Bool { (best ?? 0) >= StoryRules.kitPassMark }
}
