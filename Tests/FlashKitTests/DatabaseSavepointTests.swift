import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Store

/// Transactions nest: inside another one, `transaction` is a savepoint.
@Suite struct DatabaseSavepointTests {
    struct Stop: Error {}

    func database() throws -> Database {
        let database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE t(a)")
        return database
    }

    func values(_ database: Database) throws -> [Int] {
        try database.query("SELECT a FROM t ORDER BY a").map { try $0.int("a") }
    }

    @Test func nestedTransactionsThatSucceedKeepEveryChange() throws {
        let database = try database()
        try database.transaction {
            try database.run("INSERT INTO t VALUES (1)")
            try database.transaction {
                try database.run("INSERT INTO t VALUES (2)")
                _ = try database.transaction { try database.run("INSERT INTO t VALUES (3)") }
            }
        }
        #expect(try values(database) == [1, 2, 3])
    }

    @Test func aFailingInnerTransactionIsUndoneWhileTheOuterOneGoesOn() throws {
        let database = try database()
        try database.transaction {
            try database.run("INSERT INTO t VALUES (1)")
            #expect(throws: Stop.self) {
                try database.transaction {
                    try database.run("INSERT INTO t VALUES (2)")
                    throw Stop()
                }
            }
            try database.run("INSERT INTO t VALUES (3)")
            _ = try database.transaction { try database.run("INSERT INTO t VALUES (4)") }
        }
        #expect(try values(database) == [1, 3, 4])
    }

    @Test func aFailingOuterTransactionUndoesItsInnerOnesToo() throws {
        let database = try database()
        #expect(throws: Stop.self) {
            try database.transaction {
                try database.run("INSERT INTO t VALUES (1)")
                _ = try database.transaction { try database.run("INSERT INTO t VALUES (2)") }
                throw Stop()
            }
        }
        #expect(try values(database).isEmpty)
        _ = try database.transaction { try database.run("INSERT INTO t VALUES (5)") }
        #expect(try values(database) == [5])
    }

    @Test func aRepositoryCallInsideALargerTransactionIsUndoneWithIt() throws {
        let folder = TemporaryDirectory()
        let store = try FlashStore(path: folder.path + "/nested.sqlite3", now: Date(timeIntervalSince1970: 0))
        let study = try Study(native: .english, learned: Language(code: "es"))
        #expect(throws: Stop.self) {
            try store.database.transaction {
                try store.lists.create(name: ListName("kept?"), study: study, cards: [Card(native: "dog", learned: "perro", created: Date())], now: Date())
                throw Stop()
            }
        }
        #expect(try store.lists.all().isEmpty)
        #expect(try store.database.first("SELECT COUNT(*) AS n FROM cards")?.int("n") == 0)
    }
}
