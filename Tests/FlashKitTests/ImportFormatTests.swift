import Foundation
import Testing
@testable import Support
@testable import Interchange

/// The format of a file to import, from its name and its content, which must agree.
@Suite struct ImportFormatTests {
    static let zip: [UInt8] = [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18)
    static let list = Array("\u{FEFF}\n  {\"name\": \"pets\", \"cards\": []}".utf8)
    static let kit = Array("[{\"question\": \"dog\"}]".utf8)
    static let csv = Array("dog,perro\n".utf8)

    @Test(arguments: [
        ("pets.apkg", zip, ImportFormat.ankiPackage), ("pets.colpkg", zip, .ankiPackage), ("download", zip, .ankiPackage),
        ("https://example.org/decks/pets.apkg?x=1", zip, .ankiPackage), ("my-es.json", list, .listJSON), ("my-es", list, .listJSON),
        ("kit.json", kit, .kitJSON), ("kit", kit, .kitJSON), ("words.csv", csv, .text), ("words.TSV", csv, .text),
        ("words", csv, .text), ("quizlet.txt", Array("[sic]\tthus\n".utf8), .text), ("utf16.csv", [0xFF, 0xFE, 0x64, 0x00], .text),
    ] as [(String, [UInt8], ImportFormat)])
    func aNameAndContentThatAgreeGiveTheFormat(source: String, bytes: [UInt8], format: ImportFormat) throws {
        #expect(try ImportFormat.recognise(bytes, source: source, origin: source) == format)
    }

    @Test(arguments: [
        ("my-es.json", csv, "my-es.json is not valid JSON ("),
        ("pets.apkg", csv, "pets.apkg is not an Anki package: it holds text, not a zip archive; nothing was imported"),
        ("pets.apkg", list, "pets.apkg is not an Anki package: it holds JSON, not a zip archive; nothing was imported"),
        ("pets.apkg", Array("SQLite format 3\0".utf8), "pets.apkg is not an Anki package: it holds an SQLite database (an Anki collection? export a package from Anki instead), not a zip archive; nothing was imported"),
        ("words.csv", zip, "words.csv holds a zip archive (an Anki package? name it .apkg), not CSV/TSV text; nothing was imported"),
        ("words.txt", list, "words.txt holds JSON, not CSV/TSV text (name it .json to import flash's JSON); nothing was imported"),
        ("list.json", zip, "list.json is not JSON: it holds a zip archive; nothing was imported"),
        ("list.json", Array("{\"cards\": 3}".utf8), "list.json is JSON, but an object without a \"cards\" array: neither a list flash exported (an object with \"cards\") nor a story-mode kit (an array of questions); nothing was imported"),
        ("list.json", Array("\"just text\"".utf8), "list.json is JSON, but a single string"),
        ("list.json", Array("{\"cards\": [".utf8), "list.json is not valid JSON ("),
        ("words.csv", [], "words.csv is empty; nothing was imported"),
        ("words.csv", Array("\u{FEFF} \r\n\t".utf8), "words.csv is empty; nothing was imported"),
        ("words.csv", Array("a\0b".utf8), "words.csv holds binary data (NUL bytes), not text; nothing was imported"),
        ("picture", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A], "picture holds a PNG image, not text; nothing was imported"),
        ("book.xlsx", zip, "book.xlsx is a spreadsheet workbook: save it as CSV (comma-separated values) and import that; nothing was imported"),
        ("a\u{1B}[31m.csv", [], "a.csv is empty"),
    ] as [(String, [UInt8], String)])
    func aNameAndContentThatDisagreeAreRefusedInOneLine(source: String, bytes: [UInt8], message: String) {
        #expect {
            try ImportFormat.recognise(bytes, source: source, origin: source)
        } throws: { error in
            "\(error)".hasPrefix(message) && !"\(error)".contains("\n")
        }
    }
}
