import Foundation
import Testing
@testable import FlashKit
@testable import Store

@Suite struct DatabaseTests {
    @Test func errorsNameTheSQLAndTheCode() throws {
        let database = try Database(path: ":memory:")
        let error = #expect(throws: SQLiteError.self) { try database.execute("SELECT * FROM nowhere") }
        #expect(error?.description.contains("SELECT * FROM nowhere") == true)
        #expect(error?.description.contains("no such table") == true)
    }

    @Test func boundParametersRoundTripEveryType() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a, b, c, d, e)")
        try database.run("INSERT INTO t VALUES (?, ?, ?, ?, ?)", 42, 2.5, "it's \"quoted\"; DROP TABLE t", SQLValue.null, SQLValue.blob([1, 2, 3]))
        let row = try #require(try database.first("SELECT * FROM t"))
        #expect(try row.int("a") == 42)
        #expect(row.double("b") == 2.5)
        #expect(row.string("c") == "it's \"quoted\"; DROP TABLE t")
        #expect(row["d"] == .null)
        #expect(row["e"] == .blob([1, 2, 3]))
    }

    /// Text is bound from the string's own bytes: an empty one stays text (not NULL), a NUL
    /// inside does not end it, and short (inline), long and non-ASCII strings keep every byte.
    @Test func boundTextKeepsEveryByte() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(n INTEGER, s TEXT)")
        let texts = ["", "a\0b", "perro", "ñandú 🐕‍🦺", String(repeating: "la casa ", count: 500), String("xyz".dropFirst())]
        for (index, text) in texts.enumerated() { try database.run("INSERT INTO t VALUES (?, ?)", index, text) }
        let rows = try database.query("SELECT s, typeof(s) AS kind, length(CAST(s AS BLOB)) AS size FROM t ORDER BY n")
        #expect(rows.map { $0.string("s") } == texts)
        #expect(rows.map { $0.string("kind") } == Array(repeating: "text", count: texts.count))
        #expect(try rows.map { try $0.int("size") } == texts.map { $0.utf8.count })
    }

    /// A database made in memory, attached or on its own, comes out as the bytes of a file that
    /// opens with every row and passes SQLite's integrity check; inside a transaction, with what
    /// the transaction wrote so far.
    @Test func aDatabaseInMemoryComesOutAsTheFileOfItsRows() throws {
        let folder = TemporaryDirectory()
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE kept(n INTEGER PRIMARY KEY, s TEXT)")
        try database.run("INSERT INTO kept VALUES (1, 'main')")
        try database.attach(":memory:", as: "upload")
        defer { try? database.detach("upload") }
        let words = (0..<3_000).map { "palabra \($0) ñ" }
        let attached = try database.transaction {
            try database.execute("CREATE TABLE upload.words(n INTEGER PRIMARY KEY, s TEXT); CREATE INDEX upload.by_word ON words(s)")
            for (index, word) in words.enumerated() { try database.run("INSERT INTO upload.words VALUES (?, ?)", index, word) }
            return try database.serialized("upload")
        }
        for (name, bytes) in [("upload", attached), ("main", try database.serialized())] {
            let path = folder.url.appendingPathComponent("\(name).sqlite").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let file = try Database(foreignFile: path)
            #expect(try file.first("PRAGMA integrity_check")?.string("integrity_check") == "ok")
            if name == "upload" {
                #expect(try file.query("SELECT s FROM words ORDER BY n").map { $0.string("s") } == words)
                #expect(try file.first("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'kept'")?.int("n") == 0)
            } else {
                #expect(try file.query("SELECT s FROM kept").map { $0.string("s") } == ["main"])
            }
        }
    }

    @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a)")
        struct Stop: Error {}
        _ = try? database.transaction {
            try database.run("INSERT INTO t VALUES (1)")
            throw Stop()
        }
        #expect(try database.first("SELECT COUNT(*) AS n FROM t")?.int("n") == 0)
    }

    @Test func aFileDatabaseUsesWALAndForeignKeys() throws {
        let folder = TemporaryDirectory()
        let path = folder.path + "/wal.sqlite3"
        let database = try Database(path: path)
        #expect(try database.first("PRAGMA journal_mode")?.string("journal_mode") == "wal")
        #expect(try database.first("PRAGMA foreign_keys")?.int("foreign_keys") == 1)
    }
}

@Suite struct MigratorTests {
    @Test func migrationsAreRecordedAndAppliedOnce() throws {
        let database = try Database(path: ":memory:")
        let now = Date(timeIntervalSince1970: 0)
        try Migrator().migrate(database, now: now)
        try Migrator().migrate(database, now: now)
        let versions = try database.query("SELECT version FROM schema_migrations ORDER BY version").map { try $0.int("version") }
        #expect(versions == Schema.migrations.map(\.version).sorted())
    }

    /// Concerns keep their own migration lists, so a lower number can arrive after a higher one.
    @Test func aMigrationNumberedBelowTheNewestIsStillApplied() throws {
        let database = try Database(path: ":memory:")
        let first = Migration(version: 1, name: "one", sql: "CREATE TABLE one(x)")
        let third = Migration(version: 3, name: "three", sql: "CREATE TABLE three(x)")
        let second = Migration(version: 2, name: "two", sql: "CREATE TABLE two(x)")
        try Migrator(migrations: [first, third]).migrate(database, now: Date())
        try Migrator(migrations: [first, third, second]).migrate(database, now: Date())
        #expect(try database.query("SELECT * FROM two").isEmpty)
        #expect(try database.query("SELECT version FROM schema_migrations ORDER BY version").map { try $0.int("version") } == [1, 2, 3])
    }

    @Test func anOlderDatabaseIsUpgraded() throws {
        let database = try Database(path: ":memory:")
        let first = Migrator(migrations: Array(Schema.migrations.prefix(1)))
        try first.migrate(database, now: Date())
        let later = Migration(version: 99, name: "test", sql: "CREATE TABLE later(x)")
        try Migrator(migrations: Schema.migrations + [later]).migrate(database, now: Date())
        #expect(try database.first("SELECT MAX(version) AS v FROM schema_migrations")?.int("v") == 99)
        #expect(try database.query("SELECT * FROM later").isEmpty)
    }

    @Test func aNewerDatabaseIsRefusedClearly() throws {
        let database = try Database(path: ":memory:")
        let later = Migration(version: 999, name: "future", sql: "SELECT 1")
        try Migrator(migrations: Schema.migrations + [later]).migrate(database, now: Date())
        #expect(throws: StoreError.newerSchema(found: 999, known: Migrator().latestVersion, path: ":memory:")) {
            try Migrator().migrate(database, now: Date())
        }
    }
}
