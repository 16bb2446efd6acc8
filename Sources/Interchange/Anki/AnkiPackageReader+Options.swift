import Support

extension AnkiPackageReader {
    /// Which fields of each note hold the words: by default the first is the native word and the
    /// second the learned one (Anki's Front and Back).
    public struct Columns: Sendable, Equatable {
        /// A note field by its name (exact, else ignoring case) or its number from 1.
        public enum Field: Sendable, Equatable, CustomStringConvertible {
            case name(String)
            case number(Int)

            public var description: String {
                switch self {
                case .name(let name): "'\(Text.printable(name))'"
                case .number(let number): "\(number)"
                }
            }
        }

        /// The field holding the word in the learner's own language.
        public var native: Field
        /// The field holding the word being learned.
        public var learned: Field

        /// Reads the native word from `native` and the learned word from `learned`.
        init(native: Field, learned: Field) {
            self.native = native
            self.learned = learned
        }

        /// The first field is the native word, the second the learned one.
        public static let firstTwo = Columns(native: .number(1), learned: .number(2))

        /// Two fields as a user names them: ["Front", "Back"], ["2", "1"], or one of each.
        init(_ fields: [String]) throws {
            guard fields.count == 2 else { throw Failure.badColumns(fields.joined(separator: ",")) }
            let parsed = try fields.map { text -> Field in
                guard let number = Int(text) else { return .name(text) }
                guard number >= 1 else { throw Failure.badColumns(fields.joined(separator: ",")) }
                return .number(number)
            }
            self.init(native: parsed[0], learned: parsed[1])
        }
    }

    /// How much a package may hold; past these it is refused in one line.
    public struct Limits: Sendable, Equatable {
        /// The collection, unpacked.
        var collectionBytes = 200_000_000
        /// Notes in the collection.
        var notes = 200_000
        /// One picture or sound; a larger one is left out with a remark.
        var mediaFileBytes = 10 * 1024 * 1024
        /// Every member of the package together, unpacked.
        var packageBytes = 2_000_000_000

        /// The limits flash imports with: 200 MB of collection, 200,000 notes, 10 MB a medium, 2 GB in all.
        public init() {}
    }
}
