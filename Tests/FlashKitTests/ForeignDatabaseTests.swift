import Foundation
import Testing
import CSQLite
@testable import Support
@testable import Store
@testable import Interchange

/// A database file from outside (an Anki collection) is opened read-only as a `file:` URI
/// whatever SQLite was built with, its cells checked as they are read; a value no `Int` holds
/// is an error, never a trap.
@Suite struct ForeignDatabaseTests {
    let folder = TemporaryDirectory()

    func collection() throws -> [UInt8] {
        let deck = InterchangeDeck(name: "pets", notes: [InterchangeNote(native: "dog", learned: "perro")])
        let package = try AnkiPackageWriter(now: Date(timeIntervalSince1970: 1_772_355_600)).package(deck)
        return try #require(try ZipArchive(bytes: package).contents(of: "collection.anki2", limit: 1 << 24))
    }

    @Test func anAnkiCollectionIsOpenedReadOnlyAsAURIWithItsCellsChecked() throws {
        let reader = try AnkiCollectionReader(try collection(), maximumNotes: 10)
        let database = reader.database
        #expect(database.openFlags & SQLITE_OPEN_URI != 0, "the path is a URI however SQLite was built")
        #expect(database.openFlags & SQLITE_OPEN_READONLY != 0 && database.openFlags & (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) == 0)
        #expect(sqlite3_db_readonly(database.handle, "main") == 1)
        #expect(try database.first("PRAGMA cell_size_check")?.int("cell_size_check") == 1)
        #expect(try database.first("PRAGMA query_only")?.int("query_only") == 1)
        #expect(try database.first("PRAGMA trusted_schema")?.int("trusted_schema") == 0)
        #expect(throws: SQLiteError.self) { try database.execute("CREATE TABLE evil(a)") }
        var notes: [String] = []
        try reader.forEachNote { notes.append($0.fields[0]) }
        #expect(notes == ["dog"])
    }

    @Test func aFileWhosePathLooksLikeAURIIsOpenedAsTheFileItNames() throws {
        let odd = folder.url.appendingPathComponent("a?mode=rwc#b %41")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let path = odd.appendingPathComponent("collection.anki2").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(try collection())))
        let database = try Database(foreignFile: path)
        #expect(try database.first("SELECT count(*) AS n FROM notes")?.int("n") == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: odd.path) == ["collection.anki2"], "nothing written beside it")
    }

    @Test func aNumberNoIntegerHoldsIsAnErrorThatNamesTheColumn() throws {
        let database = try Database(path: ":memory:")
        let row = try #require(try database.first("SELECT 1e300 AS big, -1e300 AS small, 9.3e18 AS past, 2.9 AS fraction, -2.9 AS negative"))
        for column in ["big", "small", "past"] {
            do {
                _ = try row.int(column)
                Issue.record("\(column) read as an integer")
            } catch let error as SQLiteError {
                #expect(error.description.contains("column '\(column)' holds") && error.description.contains("not a whole number"), "\(error)")
            }
            #expect(throws: SQLiteError.self) { try row.optionalInt(column) }
            #expect(throws: SQLiteError.self) { try row.bool(column) }
        }
        #expect(try row.int("fraction") == 2 && row.int("negative") == -2)
    }
}
