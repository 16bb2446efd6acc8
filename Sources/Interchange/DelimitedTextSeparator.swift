import FoundationEssentials

/// What stands between the cells of a row: one of Anki's named separators (`#separator:Comma`)
/// or any other short text, such as the custom separators Quizlet exports with (" - ", "::").
struct DelimitedTextSeparator: Sendable, Hashable, CustomStringConvertible {
    /// The separator as it appears in the file.
    let text: String

    /// `,`: CSV.
    static let comma = DelimitedTextSeparator(trusted: ",")
    /// A tab: TSV, Anki's and Quizlet's exports.
    static let tab = DelimitedTextSeparator(trusted: "\t")
    /// `;`: CSV where the comma is the decimal sign.
    static let semicolon = DelimitedTextSeparator(trusted: ";")
    /// `|`.
    static let pipe = DelimitedTextSeparator(trusted: "|")
    /// A space, as Anki allows.
    static let space = DelimitedTextSeparator(trusted: " ")
    /// `:`, as Anki allows.
    static let colon = DelimitedTextSeparator(trusted: ":")

    /// The separators Anki names in `#separator:`, with their names.
    static let named: [(name: String, separator: DelimitedTextSeparator)] = [
        ("Comma", .comma), ("Tab", .tab), ("Semicolon", .semicolon), ("Pipe", .pipe), ("Space", .space), ("Colon", .colon),
    ]

    /// At most this many characters: a separator is punctuation, not a phrase.
    static let maximumLength = 10

    /// Reads a `#separator:` value or a `--separator` argument: a name (`Comma`, `tab`, any case),
    /// `\t` for a tab, or the characters themselves (`;`, ` - `). Quotes and line breaks are refused.
    init(parsing value: String) throws {
        let name = value.trimmingSpaces().lowercased()
        if let known = Self.named.first(where: { $0.name.lowercased() == name }) {
            self = known.separator
        } else if name == "\\t" {
            self = .tab
        } else {
            guard !value.isEmpty, value.count <= Self.maximumLength,
                  !value.contains(where: { $0 == "\"" || $0.isNewline }) else {
                throw DelimitedTextError.invalidSeparator(value)
            }
            self.init(trusted: value)
        }
    }

    private init(trusted text: String) {
        self.text = text
    }

    /// Anki's name for it ("Comma"), or nil when Anki has none.
    var ankiName: String? { Self.named.first { $0.separator == self }?.name }

    /// The name for messages: "comma", or the characters quoted.
    public var description: String { ankiName?.lowercased() ?? "'\(text)'" }

    var bytes: [UInt8] { Array(text.utf8) }
}
