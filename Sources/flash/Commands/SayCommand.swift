import FlashArguments
import FoundationEssentials
import Support
import Model
import Providers

/// `flash say`: speaks a word with espeak-ng, or writes it to a WAV file.
enum SayCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "say", summary: "pronounce a word (needs espeak-ng)",
        options: [
            .option(.lang, "CODE", "The word's language (default: your native language)."),
            .option(.out, "FILE", "Write a WAV file instead of playing it."),
            .flag(.ipa, "Print the pronunciation in IPA too."),
        ],
        arguments: [.repeating("WORD", minimum: 1, "The word or phrase to say.")],
        discussion: "Examples:\n  flash say casa --lang es\n  flash say \"buenos días\" --lang es --out saludo.wav")

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        let word = Text.clean(arguments.positionals.joined(separator: " "))
        guard !word.isEmpty, word.count <= 200 else { throw UsageError("say needs a word (at most 200 characters)") }
        let language = try InvalidInput.checking { try Language(code: arguments.value(.lang) ?? context.configuration.string("native", default: "en")) }
        guard let espeak = Espeak.find(environment: context.environment) else {
            throw CommandFailure("espeak-ng is not installed, so flash cannot speak (apt-get install espeak-ng)")
        }
        let spoken = try Espeak.readable(word, language: language)
        if arguments.flag(.ipa), let ipa = try espeak.ipa(for: spoken, language: language) {
            context.console.line(spoken == word ? "\(word) /\(ipa)/" : "\(word) (\(spoken)) /\(ipa)/")
        }
        if let out = arguments.value(.out) {
            try espeak.save(spoken, language: language, to: out)
            context.console.line("Wrote \(out)")
        } else {
            try espeak.say(spoken, language: language)
        }
    }
}
