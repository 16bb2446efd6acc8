import Foundation
import Testing
@testable import FlashKit
@testable import Model
@testable import Store

/// Refused constraints leave the store as its own errors, never as SQLite result codes.
@Suite struct StoreConstraintTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/constraints.sqlite3", now: now)
    }

    @Test func aDuplicateRowIsADuplicateNamingTableAndColumns() throws {
        let store = try store()
        try store.database.run("INSERT INTO app_state(key, value) VALUES ('k', 'v')")
        #expect(throws: StoreError.duplicate(table: "app_state", columns: ["key"])) {
            try store.database.run("INSERT INTO app_state(key, value) VALUES ('k', 'w')")
        }
    }

    @Test func aDuplicateListNameIsNameTakenEvenPastTheCheck() throws {
        let store = try store()
        let study = try Study(native: .english, learned: Language(code: "es"))
        try store.lists.create(name: ListName("animals"), study: study, cards: [], now: now)
        let other = try store.lists.create(name: ListName("plants"), study: study, cards: [], now: now)
        // Past find(): the unique index itself refuses the name.
        #expect(throws: StoreError.duplicate(table: "lists", columns: ["profile_id", "name_key"])) {
            try store.database.run("UPDATE lists SET name_key = 'animals' WHERE id = ?", other.id)
        }
        #expect(throws: ListError.nameTaken("Animals")) { try store.lists.create(name: ListName("Animals"), study: study, cards: [], now: now) }
        #expect(throws: ListError.nameTaken("ANIMALS")) { try store.lists.rename(other, to: ListName("ANIMALS")) }
    }

    @Test func aRowReferringToSomethingDeletedIsAMissingReference() throws {
        let store = try store()
        #expect(throws: StoreError.missingReference) {
            try store.database.run("INSERT INTO cards(list_id, position, native, learned, created) VALUES (999, 0, 'a', 'b', 0)")
        }
    }

    @Test func anEmptyRequiredValueIsRefusedWithSQLitesReason() throws {
        let store = try store()
        let error = #expect(throws: StoreError.self) {
            try store.database.run("INSERT INTO app_state(key, value) VALUES ('k', NULL)")
        }
        #expect(error?.description.contains("NOT NULL constraint failed: app_state.value") == true)
    }
}
