import FoundationEssentials
import Support
import Model
import Store

/// `flash show LIST` as text: a header naming the list, one table line per card read from the
/// store as it streams, and a note on the translations worth checking. The pictures are kept
/// for drawing when asked.
public struct CardListing {
    /// The header (in the list's colour when `style` paints), the table, and how to check the
    /// doubtful translations (`!`) when there are any.
    public let lines: [String]
    /// Each card's picture with its caption ("dog - perro"), when pictures were asked for.
    public let pictures: [(caption: String, file: String)]

    /// Reads `list`'s lines; `untranslated` keeps only cards without both words, `images` the
    /// lines with a picture.
    public init(_ list: WordList, store: FlashStore, images folder: URL, untranslated: Bool, keepPictures: Bool, style: TextStyle) throws {
        var table = TextTable("#", list.study.native.name.uppercased(), list.study.learned.name.uppercased(), "ALSO", "IMAGE", "CREDIT")
        var count = 0, uncertain = 0, pictures: [(caption: String, file: String)] = []
        try store.cards.forEachLine(in: list) { card in
            guard !untranslated || !card.isTranslated else { return }
            count += 1
            table.add(String(count), card.nativeCell, card.learnedCell(in: list.study), card.alsoCell(in: list.study), card.imageCell(images: folder), card.creditCell)
            if card.isDoubtful { uncertain += 1 }
            if keepPictures, let file = card.imageFile { pictures.append(("\(card.native) - \(card.learned)" + (card.imageCredit.map { " (\($0))" } ?? ""), file)) }
        }
        let header = "\(list.name) - \(list.study.native.name) → \(list.study.learned.name), \(count) card\(count == 1 ? "" : "s")"
        lines = [style.paint(style.bold(Text.printable(header)), list.style.ansiColour), table.render()]
            + (uncertain == 0 ? [] : ["! marks \(uncertain) translation\(uncertain == 1 ? "" : "s") to check: "
                + "`flash edit \(ShellWord.quoted(list.name)) WORD` lists the candidates"])
        self.pictures = pictures
    }
}
