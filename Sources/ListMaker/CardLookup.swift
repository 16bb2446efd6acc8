import Support
import Model
/// Finds a card of a list by either of its words, ignoring case, as `remove` and `edit` name
/// cards on the command line.
public enum CardLookup {
    /// A word that names no card: says so, with the closest word when one is near.
    struct NotFound: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    public static func find(_ word: String, in cards: [Card], list: WordList) throws -> Card {
        let key = Text.clean(word).lowercased()
        if let card = cards.first(where: { $0.native.lowercased() == key || $0.learned.lowercased() == key }) {
            return card
        }
        let words = cards.flatMap { [$0.native, $0.learned] }.filter { !$0.isEmpty }
        let hint = EditDistance.suggestion(for: word, among: words)
        throw NotFound(description: "'\(Text.printable(word))' is not in '\(Text.printable(list.name))'\(hint)")
    }
}
