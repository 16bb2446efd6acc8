import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Store
@testable import Interchange

/// How `flash import` and `flash export` read what they are given: formats, languages, names,
/// and the words of a text file.
@Suite struct ImportExportPlanTests {
    let folder = TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_772_355_600)

    func store() throws -> FlashStore {
        try FlashStore(path: folder.path + "/flash.sqlite3", profile: "default", now: now)
    }

    @Test(arguments: [("a.apkg", ExportFormat.apkg), ("a.CSV", .csv), ("a.txt", .tsv), ("a.htm", .html), ("a.json", .json)])
    func theFormatComesFromTheExtension(_ path: String, _ format: ExportFormat) throws {
        #expect(try ExportFormat.chosen(nil, path: path) == format)
        #expect(try ExportFormat.chosen(.csv, path: path) == .csv)
    }

    @Test func aFileWithoutAKnownExtensionNeedsAFormat() {
        #expect(throws: InvalidInput("say which format with --format apkg|csv|tsv|html|json (cards.xyz has no known extension)")) {
            try ExportFormat.chosen(nil, path: "cards.xyz")
        }
    }

    @Test func anExportIsNeverWrittenIntoAMissingFolderOrOverAFolder() {
        #expect(throws: InterchangeFailure.self) { try ListExporting.write([1], to: folder.path + "/none/cards.csv") }
        #expect(throws: InterchangeFailure.self) { try ListExporting.write([1], to: folder.path) }
    }

    @Test func aTwoColumnFileKeepsItsOwnTranslations() throws {
        var request = ImportRequest()
        request.learned = "es"
        var notes: [String] = []
        let plan = try TextImporting(Array("dog,perro\ncat,gato\n".utf8), origin: "pets.csv", request: request, store: store()) { notes.append($0) }
        #expect(plan.name.value == "pets" && plan.side == .native, "named after the file, not its extension")
        #expect(plan.words.map(\.text) == ["dog", "cat"] && plan.words.map(\.translation) == ["perro", "gato"])
        #expect(plan.study.learned.code == "es")
    }

    @Test func aFileWithoutItsLanguageAsksForLang() throws {
        #expect(throws: InvalidInput.self) {
            try TextImporting(Array("dog\ncat\n".utf8), origin: "pets.txt", request: ImportRequest(), store: store()) { _ in }
        }
    }

    @Test func aTakenNameIsRefusedUnlessReplaced() throws {
        let store = try store()
        let study = try Study(native: .english, learned: Language(code: "es"))
        _ = try store.lists.create(name: ListName("pets"), study: study, style: .grey, images: false,
                                   cards: [Card(native: "a", learned: "b", created: now)], now: now)
        var request = ImportRequest()
        (request.learned, request.name) = ("es", "Pets")
        #expect(throws: ListError.exists("Pets")) {
            try TextImporting(Array("dog,perro\n".utf8), origin: "pets.csv", request: request, store: store) { _ in }
        }
        request.replace = true
        #expect(throws: Never.self) { try TextImporting(Array("dog,perro\n".utf8), origin: "pets.csv", request: request, store: store) { _ in } }
        #expect(try ListName.firstFree(for: study, in: store)?.value == "spanish")
    }

    @Test func notAPackageIsRefusedAndNothingStored() throws {
        #expect(ImportSource.isPackage([0x50, 0x4B, 0x03, 0x04, 0]) && !ImportSource.isPackage(Array("[]".utf8)))
        let importing = AnkiImporting(store: try store(), paths: FlashPaths(environment: ["FLASH_HOME": folder.path]))
        #expect(throws: InterchangeFailure.self) {
            try importing.run([0x50, 0x4B, 0x03, 0x04], origin: "deck.apkg", request: ImportRequest(), now: now, note: { _ in }, report: { _ in })
        }
        #expect(try store().lists.all().isEmpty)
    }
}
