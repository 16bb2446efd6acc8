import FoundationEssentials

/// A stored list of cards.
public struct WordList: Sendable, Equatable {
    public let id: Int64
    public var name: String
    public let study: Study
    public var style: ListStyle
    public var images: Bool
    package let created: Date
    /// How many cards it holds (filled in by queries that count them).
    public var cardCount: Int

    package init(id: Int64, name: String, study: Study, style: ListStyle, images: Bool, created: Date, cardCount: Int = 0) {
        self.id = id
        self.name = name
        self.study = study
        self.style = style
        self.images = images
        self.created = created
        self.cardCount = cardCount
    }
}
