import FoundationEssentials
import Support
import Model

/// `flash lists`: every list with its languages, size, date and colour, as a table or JSON.
public struct ListTable: Sendable {
    let lists: [WordList]
    /// Story kits left out of the table, counted on a line of their own.
    let kitsLeftOut: Int

    /// The table of `lists`; `kitsLeftOut` story kits are only counted.
    public init(_ lists: [WordList], kitsLeftOut: Int = 0) {
        self.lists = lists
        self.kitsLeftOut = kitsLeftOut
    }

    /// The table, each name and colour painted in the list's colour; or how to make a first list.
    public func text(style: TextStyle) -> String {
        let kits = kitsLeftOut == 0 ? "" : "\n\(kitsLeftOut) story kit\(kitsLeftOut == 1 ? "" : "s") besides: flash lists --kits shows them"
        guard !lists.isEmpty else { return "No lists yet. Make one: flash new --lang es words.txt" + kits }
        var table = TextTable("NAME", "LANGUAGES", "CARDS", "CREATED", "COLOUR")
        for list in lists {
            table.add(list.name, "\(list.study.native.name) → \(list.study.learned.name)", "\(list.cardCount)",
                      DateText.day(list.created), list.style.rawValue)
        }
        return table.render { row, column, text in
            column == 0 || column == 4 ? style.paint(text, lists[row].style.ansiColour) : text
        } + kits
    }

    public var json: String {
        JSONOutput.encode(lists.map {
            Entry(name: $0.name, native: $0.study.native.code, learned: $0.study.learned.code,
                  cards: $0.cardCount, created: $0.created, style: $0.style.rawValue, images: $0.images)
        })
    }

    private struct Entry: Encodable {
        let name: String
        let native: String
        let learned: String
        let cards: Int
        let created: Date
        let style: String
        let images: Bool
    }
}
