import FoundationEssentials
import Support
import Model
import Store

/// `flash new` as every front end runs it: a name (given, or the learned language's first free
/// one), refused when taken unless replacing; then, once the words are built into cards, the
/// list stored whole, or not at all when no word could be translated.
public struct NewList: Sendable {
    public let name: ListName
    public let study: Study
    public let side: WordSide
    public let style: ListStyle
    public let images: Bool
    public let replacing: Bool
    public let keepUntranslated: Bool

    public init(name: ListName, study: Study, side: WordSide, style: ListStyle, images: Bool, replacing: Bool, keepUntranslated: Bool) {
        self.name = name
        self.study = study
        self.side = side
        self.style = style
        self.images = images
        self.replacing = replacing
        self.keepUntranslated = keepUntranslated
    }

    /// Refuses a name another list has, unless the new list replaces it.
    public func checkName(in store: FlashStore) throws {
        if !replacing, try store.lists.find(name.value) != nil { throw ListError.nameTaken(name.value) }
    }

    /// Stores the built cards as the list, in one transaction; a build where not one word was
    /// translated is refused (``NewListError/nothingTranslated``) unless it keeps them anyway.
    public func store(_ report: BuildReport, in store: FlashStore, now: Date) throws -> WordList {
        if !report.cards.contains(where: \.isTranslated), !keepUntranslated { throw NewListError.nothingTranslated }
        return try store.lists.create(name: name, study: study, style: style, images: images, cards: report.cards, now: now, replacing: replacing)
    }
}

/// A list `flash new` would not store.
public enum NewListError: Error, Equatable, CustomStringConvertible {
    /// Every provider failed, or none knew a word.
    case nothingTranslated

    public var description: String { "no word could be translated, so no list was stored" }
}
