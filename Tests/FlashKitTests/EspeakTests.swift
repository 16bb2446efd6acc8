import Foundation
import Testing
@testable import Model
@testable import Providers
@testable import Support
import FlashTestSupport

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

    /// espeak-ng reads kanji as "Chinese letter", and its `cmn` voice reads Mandarin's tone
    /// digits as English numbers (你好 as "ni three hao three"). A Japanese card is read from its
    /// kana; Chinese goes to the voice that reads pinyin as Mandarin.
    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func japaneseIsReadFromItsKanaAndChineseAsMandarin() throws {
        let espeak = try #require(Self.espeak)
        var dog = Card(native: "dog", learned: "犬", created: Date(timeIntervalSince1970: 0))
        dog.reading = "いぬ"
        #expect(dog.spoken(on: .learned) == "いぬ" && dog.spoken(on: .native) == "dog")
        #expect(try espeak.ipa(for: [dog.spoken(on: .learned)], language: Language(code: "ja")) == ["ˈinɯᵝ"])
        #expect(try espeak.ipa(for: ["你好", "老师"], language: Language(code: "zh")) == ["nˈiɜ χˈɑu2", "lˈɑu2 s.ˈi.5"])
        var cat = Card(native: "cat", learned: "кошка", created: Date(timeIntervalSince1970: 0))
        cat.reading = "ко\u{301}шка"
        #expect(cat.spoken(on: .learned) == "кошка", "espeak-ng stresses соба́ка on the wrong syllable")
    }

    /// A long list goes to several runs side by side: each word keeps its own IPA and its
    /// place, the empty ones (nil) included, as one run gives them.
    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func aListCutInPartsReadsAsOneRunReadsIt() throws {
        let espeak = try #require(Self.espeak)
        let spanish = try Language(code: "es")
        let base = ["casa", "perro", "", "gato", "la mesa", "¿qué?", "árbol", "niño"]
        let words = (0..<260).map { base[$0 % base.count] + ($0 % 3 == 0 ? "" : " \($0)") }
        let parted = espeak.ipa(forList: words, language: spanish, parts: 3)
        #expect(parted == (try espeak.ipa(for: words, language: spanish)))
        #expect(parted.count == 260 && words[18].isEmpty && parted[18] == nil && parted[0]?.contains("kˈasa") == true)
        #expect(espeak.ipa(forList: [], language: spanish).isEmpty)
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

    /// IPA runs ask for a fast speaking rate, which only shortens the sound espeak-ng makes
    /// and discards; the IPA of every voice flash uses is what the default rate gives.
    @Test(.enabled(if: espeak != nil, "espeak-ng is not installed"))
    func theFastRateOfIPARunsGivesTheIPAOfTheDefaultRate() throws {
        let espeak = try #require(Self.espeak)
        let words = ["casa", "la mesa", "hola, qué tal", "Straße", "être", "perché", "ação", "いぬ", "ni3 hao3", "кошка", "thank you very much"]
        for code in ["en", "es", "fr", "de", "it", "pt", "ja", "zh", "ru"] {
            let language = try Language(code: code)
            let input = Array((words.joined(separator: "\n") + "\n").utf8)
            let fast = try ExternalCommand(executable: espeak.executable).run(Espeak.ipaOptions(language), input: input)
            let usual = try ExternalCommand(executable: espeak.executable).run(["-q", "--ipa", "-v", Espeak.voice(for: language)], input: input)
            #expect(fast.text == usual.text && !fast.text.isEmpty, "\(code)")
        }
        #expect(Espeak.ipaOptions(.english).contains("-s") && Espeak.ipaRate > 175 && Espeak.ipaRate < 450)
    }

    /// Both kinds of IPA run, one word and a list, pass the fast rate.
    @Test func ipaRunsAskForTheFastRate() throws {
        let folder = TemporaryDirectory()
        let path = folder.url.appendingPathComponent("espeak-ng").path
        let log = folder.url.appendingPathComponent("arguments").path
        writeExecutable(path, "#!/bin/sh\necho \"$*\" >> '\(log)'\ncat > /dev/null\necho kasa\n")
        let espeak = Espeak(executable: path)
        _ = try espeak.ipa(for: "casa", language: try Language(code: "es"))
        _ = try espeak.ipa(for: ["casa"], language: try Language(code: "es"))
        let runs = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(runs == ["-q --ipa -s 400 -v es -- casa", "-q --ipa -s 400 -v es"])
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
