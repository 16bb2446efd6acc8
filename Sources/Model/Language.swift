/// A language by its ISO 639-1 code, validated against the languages flash knows.
public struct Language: Hashable, Sendable, Codable, CustomStringConvertible {
    public let code: String

    /// Every language flash accepts, with its English name.
    package static let known: [String: String] = [
        "ar": "Arabic", "bg": "Bulgarian", "ca": "Catalan", "cs": "Czech", "da": "Danish",
        "de": "German", "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish",
        "et": "Estonian", "eu": "Basque", "fi": "Finnish", "fr": "French", "ga": "Irish",
        "gl": "Galician", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "hu": "Hungarian",
        "id": "Indonesian", "is": "Icelandic", "it": "Italian", "ja": "Japanese", "ko": "Korean",
        "la": "Latin", "lt": "Lithuanian", "lv": "Latvian", "nb": "Norwegian Bokmål",
        "nl": "Dutch", "no": "Norwegian", "pl": "Polish", "pt": "Portuguese", "ro": "Romanian",
        "ru": "Russian", "sk": "Slovak", "sl": "Slovenian", "sr": "Serbian", "sv": "Swedish",
        "th": "Thai", "tr": "Turkish", "uk": "Ukrainian", "vi": "Vietnamese", "zh": "Chinese",
    ]

    /// Accepts a known two-letter code in any case ("ES" -> es).
    public init(code: String) throws {
        let normalized = code.trimmingSpaces().lowercased()
        guard Language.known[normalized] != nil else { throw ModelError.unknownLanguage(code) }
        self.code = normalized
    }

    package init(trusted code: String) { self.code = code }

    public static let english = Language(trusted: "en")

    /// The English name, e.g. "Spanish".
    public var name: String { Language.known[code] ?? code }
    public var description: String { code }
}
