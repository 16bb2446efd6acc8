import Support
import Model
import Store
/// What `flash import` was asked, option by option, so a file is read, named and placed as the
/// learner said.
public struct ImportRequest: Sendable {
    var name: String?
    /// The learned language (`--lang`); a file may say it instead.
    var learned: String?
    /// The native language: `--from`, else the file's, else `fallbackNative`.
    var native: String?
    var fallbackNative = "en"
    var columns: String?
    var separator: String?
    var words: WordSide?
    var replace = false

    init() {}

    public init(name: String?, learned: String?, native: String?, fallbackNative: String, columns: String?, separator: String?,
                words: WordSide?, replace: Bool) {
        (self.name, self.learned, self.native, self.fallbackNative) = (name, learned, native, fallbackNative)
        (self.columns, self.separator, self.words, self.replace) = (columns, separator, words, replace)
    }

    /// The study of a deck: the options first, then what the deck says.
    func study(of deck: InterchangeDeck) throws -> Study {
        let native = native ?? deck.study?.native.code ?? fallbackNative
        guard let learned = learned ?? deck.study?.learned.code else {
            throw InvalidInput("say which language '\(Text.printable(deck.name))' teaches with --lang CODE (es, fr, de, ...)")
        }
        return try InvalidInput.checking { try Study(native: Language(code: native), learned: Language(code: learned)) }
    }

    func listName(_ text: String) throws -> ListName {
        try InvalidInput.checking { try ListName(text) }
    }

    /// Fails when a list of that name exists and may not be replaced.
    func checkFree(_ name: ListName, in store: FlashStore) throws {
        if !replace, try store.lists.find(name.value) != nil { throw ListError.exists(name.value) }
    }
}
