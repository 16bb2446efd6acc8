import Foundation
import Testing
@testable import Model
@testable import Providers

/// FreeDictFiles finding headwords in the index: whatever their case and letters, a headword is
/// found when its lower case is asked, as a scan that makes a string of every line finds it; and
/// naming damaged data.
@Suite struct FreeDictFilesTests {
    @Test func headwordsAreFoundInAnyCaseAsciiOrNot() throws {
        let blocks = ["Monday", "MONDAY", "monday", "McDonald", "Über", "ÜBER", "über", "Ärztin", "Rechnung", "rechnung", "mondays"]
            .map { ($0, "\($0)\nsense of \($0)\n") }
        let folder = TemporaryDirectory()
        let files = try FreeDictFilesSample.install(blocks, from: .english, to: Language(trusted: "de"), in: folder)
        let found = try files.definitions(for: ["monday", "mcdonald", "Über", "ärztin", "RECHNUNG", "absent", "mond"])
        #expect(found["monday"] == ["Monday", "MONDAY", "monday"].map { "\($0)\nsense of \($0)\n" })
        #expect(found["mcdonald"]?.count == 1 && found["über"]?.count == 3 && found["ärztin"]?.count == 1)
        #expect(found["rechnung"]?.count == 2 && found.count == 5)
    }

    /// Installed but damaged data is said as the file and the package that reinstalls it, when
    /// opened (no gzip) or when a damaged chunk is read, looking words up or reading the whole
    /// dictionary backwards; Mueller's too, which is nil only when it is not installed.
    @Test func damagedDataNamesItsFileAndPackage() throws {
        let folder = TemporaryDirectory()
        let blocks = (0..<40).map { ("word\($0)", "word\($0)\nthe \($0)th word, with a definition long enough to span chunks\n") }
        let files = try FreeDictFilesSample.install(blocks, from: .english, to: Language(trusted: "es"), in: folder)
        let path = folder.path + "/freedict-eng-spa.dict.dz"
        #expect(files.dataPath == path && files.package == "dict-freedict-eng-spa")
        let text = blocks.map(\.1).joined()
        let damaged = try DictZipSample.dictzip(Array(text.utf8), chunkLength: 64, damaging: 20, in: folder)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: damaged, toPath: path)
        let reopened = try #require(try FreeDictFiles.find(from: .english, to: Language(trusted: "es"), in: folder.path))
        #expect(try reopened.definitions(for: ["word0"])["word0"]?.count == 1, "a sound chunk still reads")
        for read in [{ _ = try reopened.definitions(for: Set(blocks.map(\.0))) }, { _ = try reopened.entries(translatingTo: ["definition"]) }] {
            let error = try #require(throws: OfflineDataError.self, performing: read)
            guard case .unreadable(let named, let reason, let package) = error else { continue }
            #expect(named == path && package == "dict-freedict-eng-spa" && reason.hasPrefix("corrupt deflate data"), "\(error)")
        }
        try Data("not gzip".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: OfflineDataError.unreadable(path: path, reason: "corrupt dictzip data (not a gzip file)", package: "dict-freedict-eng-spa")) {
            try FreeDictFiles.find(from: .english, to: Language(trusted: "es"), in: folder.path)
        }
        #expect(try MuellerGlossary(directory: folder.path) == nil)
        try FileManager.default.copyItem(atPath: folder.path + "/freedict-eng-spa.index", toPath: folder.path + "/mueller7accent.index")
        try FileManager.default.copyItem(atPath: path, toPath: folder.path + "/mueller7accent.dict.dz")
        #expect(throws: OfflineDataError.unreadable(path: folder.path + "/mueller7accent.dict.dz", reason: "corrupt dictzip data (not a gzip file)",
                                                    package: "mueller7accent-dict")) { try MuellerGlossary(directory: folder.path) }
    }
}

/// FreeDictFiles on the installed eng-deu dictionary (Debian's dict-freedict-eng-deu): the texts
/// found for thousands of headwords equal those of a plain scan of the index, line by line as
/// strings, each entry read on its own.
@Suite(.enabled(if: OfflineData.freeDictEnglishGerman.shouldRun,
                "dict-freedict-eng-deu is not installed; set FLASH_REQUIRE_OFFLINE_DATA=1 to fail instead"))
struct FreeDictFilesInstalledTests {
    @Test func theTextsOfManyHeadwordsInEveryCaseMatchAPlainScanOfTheIndex() throws {
        try OfflineData.freeDictEnglishGerman.requireInstalled()
        let files = try #require(try FreeDictFiles.find(from: .english, to: Language(trusted: "de")))
        let lines = try String(contentsOfFile: files.indexPath, encoding: .utf8).split(separator: "\n")
        // Every 149th headword as the index has it, in capitals and in lower case, and some absent.
        var asked: Set<String> = ["no such headword", "zzzzzz", "ärger", "straße"]
        for line in lines.enumerated().filter({ $0.offset % 149 == 0 }).map(\.element) {
            let head = String(line.prefix { $0 != "\t" })
            asked.formUnion([head, head.uppercased(), head.lowercased()])
        }
        let wanted = Set(asked.map { $0.lowercased() })
        var expected: [String: [String]] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let headword = String(fields[0]).lowercased()
            guard fields.count >= 3, wanted.contains(headword),
                  let offset = Self.number(fields[1]), let length = Self.number(fields[2]) else { continue }
            let bytes = try files.data.read(offset: offset, length: min(length, FreeDictFiles.entryLimit))
            expected[headword, default: []].append(String(decoding: bytes, as: UTF8.self))
        }
        let found = try files.definitions(for: asked)
        let sorted = try Array(Data(contentsOf: URL(fileURLWithPath: files.indexPath))).withUnsafeBufferPointer(SortedIndex.looksSorted)
        #expect(sorted, "Debian's index is read by halving, not scanned")
        #expect(expected.count > 500 && expected.keys.contains { !$0.utf8.allSatisfy { $0 < 0x80 } })
        let wrong = Set(expected.keys).union(found.keys).filter { expected[$0] != found[$0] }
        #expect(wrong.isEmpty, "headwords found otherwise: \(wrong.sorted().prefix(10))")
    }

    static func number(_ digits: Substring) -> Int? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        return digits.reduce(Optional(0)) { value, digit in alphabet.firstIndex(of: digit).flatMap { index in value.map { $0 * 64 + index } } }
    }
}

/// FreeDict files made here.
enum FreeDictFilesSample {
    /// Writes `blocks` (headword, text) as the index and dictzip of the dictionary from `source`
    /// to `target` in `folder`, and finds them there.
    static func install(_ blocks: [(String, String)], from source: Language, to target: Language, in folder: TemporaryDirectory) throws -> FreeDictFiles {
        var text = "", index = ""
        for (headword, block) in blocks {
            index += "\(headword)\t\(FreeDictReverseTests.base64(text.utf8.count))\t\(FreeDictReverseTests.base64(block.utf8.count))\n"
            text += block
        }
        let pair = try #require(FreeDictTranslator.database(from: source, to: target)).dropFirst(3)
        try index.write(toFile: folder.path + "/freedict-\(pair).index", atomically: true, encoding: .utf8)
        _ = try DictZipSample.write(try DictZipSample.dictzip(Array(text.utf8), chunkLength: 64), in: folder, as: "freedict-\(pair).dict.dz")
        return try #require(try FreeDictFiles.find(from: source, to: target, in: folder.path))
    }
}
