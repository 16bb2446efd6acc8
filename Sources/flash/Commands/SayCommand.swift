import FlashArguments
import FlashKit
import Foundation

/// `flash say`: speaks a word with espeak-ng, or writes it to a WAV file.
enum SayCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "say", summary: "pronounce a word (needs espeak-ng)",
        options: [
            .option("lang", "CODE", "The word's language (default: your native language)."),
            .option("out", "FILE", "Write a WAV file instead of playing it."),
            .flag("ipa", "Print the pronunciation in IPA too."),
        ],
        arguments: [.repeating("WORD", minimum: 1, "The word or phrase to say.")],
        discussion: "Examples:\n  flash say casa --lang es\n  flash say \"buenos días\" --lang es --out saludo.wav")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let word = Text.clean(arguments.positionals.joined(separator: " "))
        guard !word.isEmpty, word.count <= 200 else { throw UsageError("say needs a word (at most 200 characters)") }
        let language = try usage { try Language(code: arguments.value("lang") ?? context.configuration.string("native", default: "en")) }
        guard let espeak = Espeak.find(environment: context.environment) else {
            throw CommandFailure("espeak-ng is not installed, so flash cannot speak (apt-get install espeak-ng)")
        }
        if arguments.flag("ipa"), let ipa = try espeak.ipa(for: word, language: language) {
            context.console.line("\(word) /\(ipa)/")
        }
        if let out = arguments.value("out") {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageError("--out names a folder ('\(Text.printable(out))'); give a file name such as casa.wav")
            }
            let started = Date().addingTimeInterval(-1)
            try espeak.write(word, language: language, to: out)
            let attributes = try? FileManager.default.attributesOfItem(atPath: out)
            let written = (attributes?[.modificationDate] as? Date).map { $0 >= started } ?? false
            guard written, (attributes?[.size] as? Int ?? 0) > 0 else {
                throw CommandFailure("could not write '\(Text.printable(out))': check that its folder exists and is writable")
            }
            context.console.line("Wrote \(out)")
        } else {
            do {
                try espeak.speak(word, language: language)
            } catch let error as EspeakError {
                guard case .cannotPlay = error else { throw error }
                throw CommandFailure("\(error) Write it to a file instead with --out FILE.wav")
            }
        }
    }
}
