import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import ListMaker

/// The small pieces the tool draws and reads with: files, meters, styles, dates, shell words,
/// card lookup, the workspace's checks.
@Suite struct CommandLineSupportTests {
    let folder = TemporaryDirectory()

    @Test func aFileIsReadWholeAndAMissingOneOrAFolderIsOneLine() throws {
        let path = folder.path + "/words.txt"
        try Data("dog\ncat\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try FileBytes.read(path: path) == Array("dog\ncat\n".utf8))
        #expect(throws: FileBytes.Failure(description: "cannot read '\(folder.path)/none': no such file")) {
            try FileBytes.read(path: folder.path + "/none")
        }
        #expect(throws: FileBytes.Failure(description: "cannot read '\(folder.path)': it is a directory, not a word list")) {
            try FileBytes.read(path: folder.path)
        }
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        var bytes: [UInt8] = []
        #expect(throws: FileBytes.Failure.self) { try FileBytes.append([UInt8](repeating: 65, count: 11), to: &bytes, limit: 10) }
        var fits: [UInt8] = []
        #expect(throws: Never.self) { try FileBytes.append([UInt8](repeating: 65, count: 10), to: &fits, limit: 10) }
    }

    @Test(arguments: [(0, 8, "░░░░░░░░"), (4, 8, "████░░░░"), (8, 8, "████████"), (9, 8, "████████"), (0, 0, "████████")])
    func aMeterIsFullInProportion(_ done: Int, _ total: Int, _ meter: String) {
        #expect(Text.meter(done, of: total, width: 8) == meter)
    }

    @Test func theProgressLineCountsWordsAndErrors() {
        let progress = BuildProgress(phase: .translating, done: 3, total: 6, errors: 1)
        #expect(progress.line(rate: 2.4, width: 4) == "translating ██░░ 3/6 words, 2/s, 1 error")
    }

    @Test func aPlainStyleAddsNothingAndAColourStyleWrapsInEscapes() {
        #expect(TextStyle.plain.bold("x") == "x" && TextStyle.plain.paint("x", TextStyle.red) == "x")
        #expect(TextStyle(colours: true).paint("x", 34) == "\u{1B}[38;5;34mx\u{1B}[0m")
        #expect(TextStyle(colours: true).dim("x") == "\u{1B}[2mx\u{1B}[0m")
    }

    @Test(arguments: [("animals", "animals"), ("my list", "'my list'"), ("it's", "'it'\\''s'"), ("año-2.b_c", "año-2.b_c")])
    func shellWordsAreQuotedOnlyWhenNeeded(_ word: String, _ quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }

    @Test func aCardIsFoundByEitherWordAndAMissingOneSuggestsTheClosest() throws {
        let now = Date(timeIntervalSince1970: 0)
        let list = WordList(id: 1, name: "animals", study: try Study(native: .english, learned: Language(code: "es")), style: .grey,
                            images: false, created: now, cardCount: 2)
        let cards = [Card(native: "dog", learned: "perro", created: now), Card(native: "cat", learned: "gato", created: now)]
        #expect(try CardLookup.find("PERRO", in: cards, list: list).native == "dog")
        #expect(throws: CardLookup.NotFound(description: "'gatto' is not in 'animals' (did you mean 'gato'?)")) {
            try CardLookup.find("gatto", in: cards, list: list)
        }
    }

    @Test func aGarbledFixedClockIsInvalidInputAndAProfileNameIsChecked() throws {
        #expect(throws: InvalidInput.self) { try Workspace.clock(environment: ["FLASH_NOW": "garbage"]) }
        #expect(throws: InvalidInput.self) { try Profile.selected("a\u{7}b") }
        let environment = ["FLASH_HOME": folder.path, "FLASH_NOW": "2026-03-01T09:00:00Z"]
        let workspace = try Workspace(environment: environment, profile: "Zoe\u{308}", clock: Workspace.clock(environment: environment))
        #expect(workspace.clock.isFixed && workspace.profile == "Zoë")
    }
}
