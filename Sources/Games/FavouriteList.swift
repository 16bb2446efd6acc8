import FoundationEssentials
import Support
import Model
import ListMaker

/// `flash favs`: the favourite words as a table or JSON, and as words for a new list.
public struct FavouriteList: Sendable {
    let favourites: [Favourite]

    public init(_ favourites: [Favourite]) {
        self.favourites = favourites
    }

    /// The table, or how to add a first favourite.
    public var text: String {
        guard !favourites.isEmpty else { return "No favourites yet: `flash word --fav` keeps the word it shows." }
        var table = TextTable("WORD", "LEVEL", "ADDED")
        for favourite in favourites { table.add(favourite.word, favourite.level?.rawValue ?? "-", DateText.day(favourite.added)) }
        return table.render()
    }

    public var json: String {
        JSONOutput.encode(favourites.map { Entry(word: $0.word, level: $0.level?.rawValue, added: $0.added) })
    }

    /// The favourites as pasted words, after checking there are enough for a list.
    public func words() throws -> [ParsedWord] {
        guard favourites.count >= WordListParser.minimumWords else { throw GameError.tooFewFavourites(favourites.count) }
        return favourites.enumerated().map { ParsedWord(text: $0.element.word, line: $0.offset + 1) }
    }

    private struct Entry: Encodable {
        let word: String
        let level: String?
        let added: Date
    }
}
