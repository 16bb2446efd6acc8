import Foundation
import Testing
@testable import Store

/// A damaged database makes commands fail in one line naming table, column and row; nothing
/// reads damage as an empty value, and nothing writes it over.
@Suite struct CorruptStoreTests {
    /// A flash home with the list "zoo" (dog, cat) and a damage done to it with `sql`, which
    /// gets the dog card's id.
    func damaged(_ sql: String) throws -> (FlashRunner, Int64) {
        let flash = FlashRunner()
        #expect(try flash.run("new", "--lang", "es", "--name", "zoo", input: "dog\ncat\n").status == 0)
        let database = try Database(path: flash.dataDirectory.appendingPathComponent("flash.sqlite3").path)
        let id = Int64(try #require(try database.first("SELECT id FROM cards WHERE native = 'dog'")).int("id"))
        try database.run(sql, id)
        return (flash, id)
    }

    @Test(arguments: [
        ("UPDATE cards SET alternatives = '[\"sabueso\"' WHERE id = ?", "alternatives", true),
        ("UPDATE cards SET part_of_speech = 'adverbish' WHERE id = ?", "part_of_speech", false),
        ("UPDATE cards SET position = 'first' WHERE id = ?", "position", true),
    ])
    func showFailsInOneLineNamingTheDamage(sql: String, column: String, shownInTheTable: Bool) throws {
        let (flash, id) = try damaged(sql)
        if !shownInTheTable {
            // The table reads only the columns it shows; the rest is for the commands that read it.
            let table = try flash.run("show", "zoo")
            #expect(table.status == 0 && table.stdout.contains("perro") && table.stderr.isEmpty)
        }
        for arguments in [["show", "zoo", "--json"]] + (shownInTheTable ? [["show", "zoo"]] : []) {
            let shown = try flash.run(arguments)
            #expect(shown.status == 1)
            #expect(shown.errorLines.count == 1)
            #expect(shown.stderr.contains("table cards, row \(id), column \(column)"), "\(shown.stderr)")
            #expect(!shown.stdout.contains("perro"))
        }
    }

    @Test func aDamagedJSONColumnSurvivesAnEdit() throws {
        let (flash, id) = try damaged("UPDATE cards SET alternatives = '[oops' WHERE id = ?")
        let edit = try flash.run("edit", "zoo", "perro", "--translation", "can")
        #expect(edit.status == 1)
        #expect(edit.stderr.contains("table cards, row \(id), column alternatives"))
        let database = try Database(path: flash.dataDirectory.appendingPathComponent("flash.sqlite3").path)
        #expect(try database.first("SELECT alternatives, learned FROM cards WHERE id = ?", id)?.string("alternatives") == "[oops")
    }

    @Test func anUnknownListStyleStopsListsWithTheListsRow() throws {
        let (flash, _) = try damaged("UPDATE lists SET style = 'plaid' WHERE id = (SELECT list_id FROM cards WHERE id = ?)")
        let lists = try flash.run("lists")
        #expect(lists.status == 1)
        #expect(lists.errorLines.count == 1)
        #expect(lists.stderr.contains("table lists, row 1, column style holds 'plaid'"))
    }
}
