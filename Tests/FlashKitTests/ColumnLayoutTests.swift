import Foundation
import Testing
@testable import Store

/// A statement works out its columns' positions once; rows read by name through them, whatever
/// order a query puts the columns in, and a missing column is still named damage.
@Suite struct ColumnLayoutTests {
    let database: Database

    init() throws {
        database = try Database(path: ":memory:")
        try database.execute("CREATE TABLE words(id INTEGER PRIMARY KEY, front TEXT, back TEXT)")
        try database.run("INSERT INTO words VALUES (7, 'perro', 'dog'), (8, 'gato', 'cat')")
    }

    @Test func columnsInAnotherOrderReadByName() throws {
        let rows = try database.query("SELECT back, id, front FROM words ORDER BY id").map { TableRow($0, table: "words") }
        #expect(try rows.map { try $0.string("front") } == ["perro", "gato"])
        #expect(try rows.map { try $0.string("back") } == ["dog", "cat"])
        #expect(try rows.map { try $0.id("id") } == [7, 8])
        #expect(rows.first?.row.names == ["back", "id", "front"])
    }

    @Test func everyRowOfAStatementSharesOneLayout() throws {
        let rows = try database.query("SELECT front, back FROM words")
        #expect(rows.count == 2)
        #expect(rows[0].columns === rows[1].columns)
    }

    @Test func aMissingColumnIsDamageNamingTableColumnAndRow() throws {
        let row = try #require(try database.first("SELECT id, front FROM words WHERE id = 8"))
        #expect(throws: StoreError.damaged(table: "words", column: "back", row: "8", problem: "is missing")) {
            try TableRow(row, table: "words").string("back")
        }
        #expect(row["back"] == .null)
    }

    @Test func aNameGivenTwiceReadsAsItsFirstColumn() throws {
        let row = try #require(try database.first("SELECT 'first' AS name, 'second' AS name"))
        #expect(row.string("name") == "first")
    }

    @Test func manyNamesThatLookAlikeEachFindTheirOwnPosition() {
        let names = (0..<40).map { "c\($0 % 10)\($0 / 10)x" } + ["", "a_much_longer_column_name_than_most"]
        let layout = ColumnLayout(names: names)
        #expect(names.indices.map { layout.position(of: names[$0]) } == names.indices.map { $0 })
        #expect(layout.position(of: "c00y") == nil)
        #expect(ColumnLayout(names: []).position(of: "id") == nil)
    }

    @Test func aStatementPreparedAgainAfterASchemaChangeSeesTheNewColumn() throws {
        #expect(try database.first("SELECT * FROM words")?.names == ["id", "front", "back"])
        try database.execute("ALTER TABLE words ADD COLUMN note TEXT DEFAULT 'n'")
        let row = try #require(try database.first("SELECT * FROM words"))
        #expect(row.names == ["id", "front", "back", "note"])
        #expect(try TableRow(row, table: "words").string("note") == "n")
    }
}
