import FoundationEssentials

/// Which columns hold the words: the native and the learned column, each by its name in the
/// file's header or by its number (from 1). A side left nil is found by the reader: a column
/// named Native (Front, Term, ...) or Learned (Back, Definition, ...), else the first and second
/// columns that are no tags, GUID, deck or note type column.
struct DelimitedTextColumns: Sendable, Equatable {
    /// A column by its label (compared ignoring case) or its number.
    enum Column: Sendable, Equatable, CustomStringConvertible {
        case name(String)
        case number(Int)

        /// The name, or the number.
        public var description: String {
            switch self {
            case .name(let name): name
            case .number(let number): "\(number)"
            }
        }
    }

    /// The column of the native words; nil finds it.
    public var native: Column?
    /// The column of the learned words; nil finds it.
    public var learned: Column?
    /// Only one column is read: its words go to the side the reader's `wordsSide` says, and the
    /// other side is left empty for the caller to translate.
    var single: Column?

    /// Both word columns, either or both left to the reader.
    init(native: Column? = nil, learned: Column? = nil) {
        self.native = native
        self.learned = learned
    }

    /// One word column alone.
    init(single: Column) {
        self.single = single
    }

    /// Reads a `--columns` argument: `NATIVE,LEARNED` ("Front,Back", "2,1", "Word,3"), or one
    /// column alone ("Spanish", "2"). A tab or semicolon may stand for the comma.
    init(parsing value: String) throws {
        let parts = value.split(omittingEmptySubsequences: false, whereSeparator: { ",;\t".contains($0) })
            .map { $0.trimmingSpaces() }
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
            throw DelimitedTextError.invalidColumns(value)
        }
        let columns = try parts.map(Self.column)
        if columns.count == 1 {
            self.init(single: columns[0])
        } else {
            self.init(native: columns[0], learned: columns[1])
        }
    }

    private static func column(_ text: String) throws -> Column {
        guard let number = Int(text) else { return .name(text) }
        guard number >= 1 else { throw DelimitedTextError.invalidColumns(text) }
        return .number(number)
    }
}
