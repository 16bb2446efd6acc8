import FlashKit
import Foundation

/// Pronunciation through espeak-ng, when it is installed.
@MainActor
enum Speech {
    /// A function that speaks a word aloud, or nil without espeak-ng.
    static func speaker(context: Context) -> ((String, Language) -> Void)? {
        guard let espeak = Espeak.find(environment: context.environment) else { return nil }
        return { word, language in
            try? espeak.speak(word, language: language)
        }
    }
}
