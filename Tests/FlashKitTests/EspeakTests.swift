import Foundation
import Testing
@testable import Model
@testable import Providers

/// espeak-ng itself, when it is installed; the lookup runs everywhere.
@Suite struct EspeakTests {
    static let espeak = Espeak.find()

    @Test func espeakIsNotFoundOnAPathWithoutIt() {
        let empty = TemporaryDirectory()
        #expect(Espeak.find(environment: ["PATH": empty.path]) == nil)
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func spanishCasaIsReadInIPA() throws {
        let ipa = try #require(try Self.espeak?.ipa(for: "casa", language: try Language(code: "es")))
        #expect(ipa.contains("kˈasa"))
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func aWordStartingWithADashIsAWordNotAnOption() throws {
        let ipa = try Self.espeak?.ipa(for: "-casa", language: try Language(code: "es"))
        #expect(ipa?.contains("kˈasa") == true)
        #expect(try Self.espeak?.ipa(for: " \n", language: .english) == nil)
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func languageSwitchMarksAreRemoved() throws {
        let ipa = try #require(try Self.espeak?.ipa(for: "house", language: try Language(code: "de")))
        #expect(!ipa.contains("(") && !ipa.isEmpty)
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func aLanguageWithoutAVoiceIsReported() throws {
        let error = #expect(throws: EspeakError.self) {
            try Self.espeak?.ipa(for: "casa", language: try Language(code: "gl"))
        }
        #expect(error?.description.hasPrefix("espeak-ng failed with status") == true)
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func writeProducesAWAVEFile() throws {
        let folder = TemporaryDirectory()
        let path = folder.url.appendingPathComponent("casa.wav").path
        try Self.espeak?.write("casa", language: try Language(code: "es"), to: path)

        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count > 44)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
    }

    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func manyWordsGetTheirIPAFromOneRunInOrder() throws {
        let espeak = try #require(Self.espeak)
        let spanish = try Language(code: "es")
        let words = ["casa", "", "hola, qué tal", "¿dónde?", "perro"]
        let batch = try espeak.ipa(for: words, language: spanish)
        #expect(batch.count == 5)
        #expect(batch[0] == "kˈasa")
        #expect(batch[1] == nil)
        #expect(batch[2]?.hasPrefix("ˈola") == true)
        #expect(batch[3] == "dˈonde")
        #expect(batch[4] == (try espeak.ipa(for: "perro", language: spanish)))
    }
}
