import CSQLite
import FoundationEssentials

/// The rows of a collection file in Anki's current schema (18), as a full download brings it:
/// note types, their fields and templates, decks, deck options and the configuration as
/// protobuf or JSON blobs, which the sync layer turns into schema-11 JSON; tags; and the
/// header. Notes, cards and the review log are copied straight into the replica by
/// ``AnkiReplica/copyObjects(fromAttached:)``.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/storage/upgrades/schema15_upgrade.sql
package struct Schema18Collection {
    package struct Header: Equatable {
        package var created: Int64
        package var modified: Int64
        package var schema: Int64
        package var usn: Int64
        var version: Int64
    }

    /// A row of `notetypes` or `deck_config`: the object's protobuf config beside its columns.
    package struct Configured {
        package var id: Int64
        package var name: String
        package var modified: Int64
        package var usn: Int64
        package var config: [UInt8]
    }

    package struct Field {
        package var notetypeID: Int64
        package var ordinal: Int64
        package var name: String
        package var config: [UInt8]
    }

    package struct Template {
        package var notetypeID: Int64
        package var ordinal: Int64
        package var name: String
        var modified: Int64
        var usn: Int64
        package var config: [UInt8]
    }

    package struct Deck {
        package var id: Int64
        /// Anki's stored form: parts separated by U+001F.
        package var name: String
        package var modified: Int64
        package var usn: Int64
        package var common: [UInt8]
        package var kind: [UInt8]
    }

    package var header: Header
    package var notetypes: [Configured] = []
    package var fields: [Field] = []
    package var templates: [Template] = []
    package var decks: [Deck] = []
    package var deckConfigs: [Configured] = []
    /// Configuration keys and their JSON values.
    package var configuration: [(key: String, json: [UInt8])] = []
    package var tags: [(tag: String, usn: Int64)] = []

    package init(header: Header, notetypes: [Configured] = [], fields: [Field] = [], templates: [Template] = [], decks: [Deck] = [], deckConfigs: [Configured] = [], configuration: [(key: String, json: [UInt8])] = [], tags: [(tag: String, usn: Int64)] = []) {
        self.header = header
        self.notetypes = notetypes
        self.fields = fields
        self.templates = templates
        self.decks = decks
        self.deckConfigs = deckConfigs
        self.configuration = configuration
        self.tags = tags
    }
}

extension Schema18Collection {
    /// Reads the collection attached to `database` as `schema` (its connection must know the
    /// `unicase` collation: see ``Database/registerUnicase()``). A file in another schema, or
    /// without Anki's tables, is refused.
    package init(database: Database, schema: String) throws {
        let tables = Set(try database.query("SELECT name FROM \(schema).sqlite_master WHERE type = 'table'").map { $0.string("name") })
        let needed = ["col", "notes", "cards", "revlog", "graves", "notetypes", "fields", "templates", "decks", "deck_config", "config", "tags"]
        if let missing = needed.first(where: { !tables.contains($0) }) { throw Schema18Problem.missingTable(missing) }
        guard let col = try database.first("SELECT crt, mod, scm, usn, ver FROM \(schema).col") else { throw Schema18Problem.missingTable("col") }
        let row = TableRow(col, table: "col")
        header = Header(created: try row.id("crt"), modified: try row.id("mod"), schema: try row.id("scm"), usn: try row.id("usn"),
                        version: try row.id("ver"))
        guard header.version >= 18 else { throw Schema18Problem.version(header.version) }
        notetypes = try Self.configured(database, "\(schema).notetypes")
        fields = try database.query("SELECT ntid, ord, name, config FROM \(schema).fields ORDER BY ntid, ord").map { row in
            let table = TableRow(row, table: "fields", key: "ntid")
            return Field(notetypeID: try table.id("ntid"), ordinal: try table.id("ord"), name: try table.string("name"), config: Self.blob(row["config"]))
        }
        templates = try database.query("SELECT ntid, ord, name, mtime_secs, usn, config FROM \(schema).templates ORDER BY ntid, ord").map { row in
            let table = TableRow(row, table: "templates", key: "ntid")
            return Template(notetypeID: try table.id("ntid"), ordinal: try table.id("ord"), name: try table.string("name"),
                            modified: try table.id("mtime_secs"), usn: try table.id("usn"), config: Self.blob(row["config"]))
        }
        try readDecksAndConfiguration(database, schema)
    }

    private mutating func readDecksAndConfiguration(_ database: Database, _ schema: String) throws {
        decks = try database.query("SELECT id, name, mtime_secs, usn, common, kind FROM \(schema).decks ORDER BY id").map { row in
            let table = TableRow(row, table: "decks")
            return Deck(id: try table.id("id"), name: try table.string("name"), modified: try table.id("mtime_secs"), usn: try table.id("usn"),
                        common: Self.blob(row["common"]), kind: Self.blob(row["kind"]))
        }
        deckConfigs = try Self.configured(database, "\(schema).deck_config")
        configuration = try database.query("SELECT KEY AS key, val FROM \(schema).config ORDER BY KEY").map { row in
            (row.string("key"), Self.blob(row["val"]))
        }
        tags = try database.query("SELECT tag, usn FROM \(schema).tags ORDER BY tag").map { ($0.string("tag"), Int64(try $0.int("usn"))) }
    }

    private static func configured(_ database: Database, _ table: String) throws -> [Configured] {
        try database.query("SELECT id, name, mtime_secs, usn, config FROM \(table) ORDER BY id").map { row in
            let columns = TableRow(row, table: table)
            return Configured(id: try columns.id("id"), name: try columns.string("name"), modified: try columns.id("mtime_secs"),
                              usn: try columns.id("usn"), config: Self.blob(row["config"]))
        }
    }

    private static func blob(_ value: SQLValue) -> [UInt8] {
        switch value {
        case .blob(let bytes): bytes
        case .text(let text): Array(text.utf8)
        default: []
        }
    }
}

/// Why a downloaded collection cannot be read.
enum Schema18Problem: Error, Equatable, CustomStringConvertible {
    case missingTable(String)
    case version(Int64)

    var description: String {
        switch self {
        case .missingTable(let table): "the downloaded collection has no table '\(table)'"
        case .version(let version): "the downloaded collection is in schema \(version), not 18"
        }
    }
}

extension Database {
    /// Teaches the connection Anki's `unicase` collation (Unicode text compared without
    /// regard to case), which the names of schema-18 tables use: without it SQLite cannot read
    /// those tables at all.
    /// - SeeAlso: https://www.sqlite.org/c3ref/create_collation.html
    func registerUnicase() throws {
        let code = sqlite3_create_collation_v2(handle, "unicase", SQLITE_UTF8, nil, { _, leftCount, left, rightCount, right in
            let lhs = String(decoding: UnsafeRawBufferPointer(start: left, count: Int(leftCount)), as: UTF8.self).lowercased()
            let rhs = String(decoding: UnsafeRawBufferPointer(start: right, count: Int(rightCount)), as: UTF8.self).lowercased()
            return lhs == rhs ? 0 : (lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1)
        }, nil)
        try check(code, sql: nil)
    }

    /// Attaches the database file at `path` as `schema`; outside any transaction.
    func attach(_ path: String, as schema: String) throws {
        try run("ATTACH DATABASE ? AS \(schema)", path)
    }

    func detach(_ schema: String) throws {
        try execute("DETACH DATABASE \(schema)")
    }
}
