import Foundation
import Support
import Model

extension Espeak {
    /// `flash say --out FILE`: writes the word as a WAV file and checks that it was written
    /// (espeak-ng says nothing when it cannot write).
    public func save(_ word: String, language: Language, to path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InvalidInput("--out names a folder ('\(Text.printable(path))'); give a file name such as casa.wav")
        }
        let started = Date().addingTimeInterval(-1)
        try write(word, language: language, to: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let written = (attributes?[.modificationDate] as? Date).map { $0 >= started } ?? false
        guard written, (attributes?[.size] as? Int ?? 0) > 0 else {
            throw SayingFailure(description: "could not write '\(Text.printable(path))': check that its folder exists and is writable")
        }
    }

    /// What to read for a word the learner types: the word, or for Japanese written with kanji,
    /// which espeak-ng reads as "Chinese letter", its kana from EDICT. Throws when EDICT is
    /// missing or has no entry for it.
    public static func readable(_ word: String, language: Language, edict path: String? = nil) throws -> String {
        let edict = path ?? EDICTGlossary.defaultPath
        guard language.code == "ja", word.unicodeScalars.contains(where: { (0x3400...0x4DBF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) })
        else { return word }
        guard FileManager.default.isReadableFile(atPath: edict) else {
            throw SayingFailure(description: "espeak-ng cannot read kanji and EDICT, which has their kana, is not installed (apt-get install edict); give the word in kana")
        }
        guard let reading = try EDICTGlossary.reading(of: word, path: edict) else {
            throw SayingFailure(description: "espeak-ng cannot read kanji and EDICT has no reading for '\(Text.printable(word))'; give the word in kana")
        }
        return reading
    }

    /// `flash say`: plays the word, or says to write a file when nothing can play it.
    public func say(_ word: String, language: Language) throws {
        do {
            try speak(word, language: language)
        } catch let error as EspeakError {
            guard case .cannotPlay = error else { throw error }
            throw SayingFailure(description: "\(error) Write it to a file instead with --out FILE.wav")
        }
    }
}

/// Speech that could not be written or played: one line, exit status 1.
struct SayingFailure: Error, CustomStringConvertible {
    let description: String
}
