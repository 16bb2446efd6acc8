import FoundationEssentials
import Model
import Providers
import Support
import ListMaker

/// Pronunciation through espeak-ng, when it is installed.
@MainActor
enum Speech {
    /// A function that speaks a word aloud and returns nil, or a line saying why it could not;
    /// nil without espeak-ng.
    static func speaker(context: Context) -> ((String, Language) -> String?)? {
        guard let espeak = Espeak.find(environment: context.environment) else { return nil }
        return { word, language in
            do {
                try espeak.speak(word, language: language)
                return nil
            } catch EspeakError.cannotPlay(let message) {
                let file = "flash say \(BuildSummary.quoted(word)) --lang \(language.code) --out FILE.wav"
                return "could not pronounce it: \(EspeakError.cannotPlay(message: message)) `\(file)` writes it to a file"
            } catch {
                return "could not pronounce it: \(Text.printable(String(describing: error)))"
            }
        }
    }
}
