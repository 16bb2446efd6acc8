import FoundationEssentials
import Support
import Model

/// GuessTranslation's `words.json`: an array of `{"text_eng": ..., "text_spa": ...}`, whose
/// values may carry trailing spaces and "a / b" alternatives. English is the native side.
/// indi's kits (`{"question", "correctAnswer", ...}`), which `flash import` reads, work too.
public enum GuessWordsFile {
    /// True when the bytes look like a JSON array rather than a pasted word list.
    public static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "[")
    }

    /// The pairs in the file, in order; entries missing a side, and repeated English words, are
    /// dropped. Throws ``GameError/unreadableWords`` when it is not such an array.
    static func parse(_ bytes: [UInt8]) throws -> [GuessPair] {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let kit = try? KitFile.parse(body) {
            return kit.map { GuessPair(learned: $0.correctAnswer, native: $0.question) }
        }
        guard let entries = try? JSONDecoder().decode([Entry].self, from: Data(body)) else {
            throw GameError.unreadableWords("expected a JSON array of {\"text_eng\": ..., \"text_spa\": ...} or a kit of {\"question\", \"correctAnswer\", ...}")
        }
        var seen = Set<String>()
        return entries.compactMap { entry -> GuessPair? in
            let english = forms(entry.english), spanish = forms(entry.spanish)
            guard let native = english.first, !spanish.isEmpty, seen.insert(native.lowercased()).inserted else { return nil }
            return GuessPair(learned: spanish.joined(separator: " / "), native: native, nativeAlternatives: Array(english.dropFirst()))
        }
    }

    /// "coche / carro " -> ["coche", "carro"].
    static func forms(_ value: String?) -> [String] {
        (value ?? "").split(separator: "/").map { Text.clean(String($0)) }.filter { !$0.isEmpty }
    }

    private struct Entry: Decodable {
        let english: String?
        let spanish: String?

        enum CodingKeys: String, CodingKey {
            case english = "text_eng", spanish = "text_spa"
        }
    }
}
