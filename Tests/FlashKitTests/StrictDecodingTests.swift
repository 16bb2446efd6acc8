import Foundation
import Testing
@testable import Model
@testable import Store

/// Damaged rows are errors naming the table, the column and the row, never silent defaults.
@Suite struct StrictDecodingTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    /// A store with one list "animals" of one card, and that card's id.
    func store() throws -> (FlashStore, WordList, Int64) {
        let store = try FlashStore(path: folder.path + "/strict.sqlite3", now: now)
        let study = try Study(native: .english, learned: Language(code: "es"))
        let list = try store.lists.create(name: ListName("animals"), study: study,
                                          cards: [Card(native: "dog", learned: "perro", alternatives: ["can"], created: now)], now: now)
        let card = try #require(try store.cards.all(in: list).first)
        return (store, list, card.id)
    }

    /// The damage `read` reports, checked to name `table`, `column` and `row`.
    func damage(_ read: () throws -> Void) -> (table: String, column: String, row: String, problem: String)? {
        do {
            try read()
        } catch let StoreError.damaged(table, column, row, problem) {
            return (table, column, row, problem)
        } catch {
            Issue.record("expected damage, got \(error)")
        }
        return nil
    }

    @Test(arguments: [
        ("UPDATE cards SET alternatives = '[\"can\"' WHERE id = ?", "alternatives", "JSON"),
        ("UPDATE cards SET image_candidates = '{}' WHERE id = ?", "image_candidates", "JSON"),
        ("UPDATE cards SET gender = 'purple' WHERE id = ?", "gender", "'purple'"),
        ("UPDATE cards SET alternatives_side = 'sideways' WHERE id = ?", "alternatives_side", "'sideways'"),
        ("UPDATE cards SET right_count = 'many' WHERE id = ?", "right_count", "'many'"),
    ])
    func aDamagedCardColumnIsAnErrorNamingTableColumnAndRow(sql: String, column: String, problem: String) throws {
        let (store, list, id) = try store()
        try store.database.run(sql, id)
        let found = try #require(damage { _ = try store.cards.all(in: list) })
        #expect(found.table == "cards" && found.column == column && found.row == String(id))
        #expect(found.problem.contains(problem))
        #expect(StoreError.damaged(table: found.table, column: column, row: found.row, problem: found.problem).description
            .contains("table cards, row \(id), column \(column)"))
        #expect(damage { _ = try store.cards.card(id: id) } != nil)
    }

    @Test func aMissingColumnIsAnErrorNotAnEmptyValue() throws {
        let (store, list, id) = try store()
        try store.database.execute("ALTER TABLE cards RENAME COLUMN ipa TO ipa_elsewhere")
        let found = try #require(damage { _ = try store.cards.all(in: list) })
        #expect(found.table == "cards" && found.column == "ipa" && found.row == String(id) && found.problem == "is missing")
    }

    @Test func aCorruptJSONColumnIsNeverWrittenBack() throws {
        let (store, list, id) = try store()
        try store.database.run("UPDATE cards SET translation_candidates = '[{oops' WHERE id = ?", id)
        #expect(damage { _ = try store.cards.all(in: list) } != nil)
        #expect(damage { _ = try store.cards.cards(ids: [id]) } != nil)
        #expect(try store.database.first("SELECT translation_candidates FROM cards WHERE id = ?", id)?.string("translation_candidates") == "[{oops")
    }

    @Test func anUnknownListStyleOrLanguageIsAnError() throws {
        let (store, list, _) = try store()
        try store.database.run("UPDATE lists SET style = 'plaid' WHERE id = ?", list.id)
        let style = try #require(damage { _ = try store.lists.all() })
        #expect(style.table == "lists" && style.column == "style" && style.row == String(list.id))
        try store.database.run("UPDATE lists SET style = 'grey', learned = 'xx-klingon' WHERE id = ?", list.id)
        let language = try #require(damage { _ = try store.lists.named("animals") })
        #expect(language.column == "learned" && language.problem.contains("xx-klingon"))
    }

    @Test func anUnknownMemoryPhaseIsAnError() throws {
        let (store, _, id) = try store()
        try store.database.run("INSERT INTO card_memory(card_id, phase, due) VALUES (?, 42, 0)", id)
        let found = try #require(damage { _ = try store.memory.memory(of: id) })
        #expect(found.table == "card_memory" && found.column == "phase" && found.row == String(id) && found.problem.contains("42"))
    }

    @Test func anUnknownVerdictOrEndingIsAnError() throws {
        let (store, list, id) = try store()
        try store.database.run("""
            INSERT INTO sessions(id, profile_id, list_id, kind, seed, started, ending) VALUES (7, ?, ?, 'learn', 1, 0, 'completed')
            """, store.profileID, list.id)
        try store.database.run("""
            INSERT INTO answers(id, session_id, card_id, direction, shown, expected, given, verdict, answered, milliseconds)
            VALUES (9, 7, ?, 'learned', 'dog', 'perro', 'perro', 'kind of', 0, 0)
            """, id)
        let verdict = try #require(damage { _ = try store.sessions.answers(inSessions: [7]) })
        #expect(verdict.table == "answers" && verdict.column == "verdict" && verdict.row == "9")
        #expect(damage { _ = try store.sessions.sessions(of: list) } != nil)
        try store.database.execute("UPDATE answers SET verdict = 'correct'; UPDATE sessions SET ending = 'exploded'")
        let ending = try #require(damage { _ = try store.sessions.sessions(of: list) })
        #expect(ending.table == "sessions" && ending.column == "ending" && ending.row == "7")
    }
}
