import Support
extension AnkiPackageReader {
    /// Why a package could not be read at all: one line each. A note or medium that cannot be
    /// read is not a failure; it is left out with a remark.
    enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file is no zip archive, or a hostile or damaged one.
        case archive(ZipError)
        /// A zip archive without an Anki collection.
        case noCollection
        /// `meta` names a package version this reader does not know.
        case newerVersion(Int)
        /// The collection or media map cannot be unpacked or decoded.
        case corrupt(String)
        case collectionTooLarge(limit: Int)
        case tooManyNotes(Int, limit: Int)
        case notSQLite
        /// An SQLite database without Anki's tables.
        case notACollection(String)
        /// A `columns` option that does not name two fields.
        case badColumns(String)

        public var description: String {
            switch self {
            case .archive(let error): "not a readable Anki package: \(error)"
            case .noCollection: "not an Anki package: it holds no collection.anki2, collection.anki21 or collection.anki21b"
            case .newerVersion(let version):
                "the package was written by a newer Anki (package version \(version)); export it again with 'Support older Anki versions' ticked"
            case .corrupt(let detail): "corrupt Anki package: \(Self.shown(detail))"
            case .collectionTooLarge(let limit):
                "the package's collection unpacks to more than \(ByteCountText.describe(limit)); flash imports collections up to that size"
            case let .tooManyNotes(count, limit):
                "the package holds \(count) notes; flash imports at most \(limit) at once"
            case .notSQLite: "the package's collection is not an SQLite database"
            case .notACollection(let detail): "the package's collection is not an Anki collection (\(Self.shown(detail)))"
            case .badColumns(let text): "columns '\(Text.printable(text))' must name two note fields, by name or by number from 1"
            }
        }

        /// A detail as one line: it may quote the collection's own text (SQLite's messages quote
        /// its schema), so control characters go and it is cut at 200 characters.
        private static func shown(_ detail: String) -> String {
            let line = Text.collapsingWhitespace(Text.printable(detail))
            return line.count > 200 ? line.prefix(199) + "…" : line
        }
    }
}
