import FlashKit
import Foundation

/// Pronunciation through espeak-ng, when it is installed.
@MainActor
enum Speech {
    /// A function that speaks a word aloud, or nil (after saying why once) without espeak-ng.
    static func speaker(context: Context) -> ((String, Language) -> Void)? {
        guard let espeak = ExternalProgram.find("espeak-ng", environment: context.environment) else { return nil }
        return { word, language in
            _ = try? ExternalProgram.run(espeak, ["-v", language.code, "--", word])
        }
    }
}
