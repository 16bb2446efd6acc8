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
