import Support
/// Why a translation provider could not answer although the transport worked: a body in the
/// wrong shape, an exhausted quota reported inside a 200, a dictionary that is not installed.
/// Each case names the provider and reads as one line; none ever holds a key.
enum ProviderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The body was not the JSON (or DICT reply) the provider's API documents.
    case malformedResponse(provider: String)
    /// The provider's free or paid quota is used up; `message` is its own explanation.
    case quotaExceeded(provider: String, message: String)
    /// The provider reported an error inside a successful HTTP response (MyMemory does).
    case rejected(provider: String, code: Int, message: String)
    /// dictd does not serve `database`; the Debian package of the same name provides it.
    case missingDictionary(provider: String, database: String)
    /// dictd answered a DEFINE with an error status other than "no match" or "invalid database".
    case dictionaryServer(provider: String, code: Int, message: String)
    /// The provider has no dictionary or model for this pair of languages.
    case unsupportedLanguages(provider: String, source: String, target: String)
    /// A helper program (lt-proc) failed or answered out of step.
    case program(provider: String, program: String, message: String)
    /// No installed language data covers the pair; `hint` names the Debian packages that would.
    case noLanguageData(provider: String, source: String, target: String, hint: String)

    /// One line for the user, naming the provider.
    public var description: String {
        switch self {
        case let .malformedResponse(provider):
            "\(provider): malformed response (not in the format its API documents)"
        case let .quotaExceeded(provider, message):
            "\(provider): quota exceeded" + Self.suffix(message)
        case let .rejected(provider, code, message):
            "\(provider): error \(code)" + Self.suffix(message)
        case let .missingDictionary(provider, database):
            "\(provider): dictd has no database \(database); install the package "
                + "\(Self.package(of: database)) and restart dictd"
        case let .dictionaryServer(provider, code, message):
            "\(provider): dictd answered \(code)" + Self.suffix(message)
        case let .unsupportedLanguages(provider, source, target):
            "\(provider): no dictionary for \(source) -> \(target)"
        case let .program(provider, program, message):
            "\(provider): \(program) failed" + Self.suffix(message)
        case let .noLanguageData(provider, source, target, hint):
            "\(provider): no installed dictionary covers \(source) -> \(target)" + (hint.isEmpty ? "" : " (\(hint))")
        }
    }

    /// The Debian package that installs a FreeDict database: fd-eng-spa -> dict-freedict-eng-spa.
    static func package(of database: String) -> String {
        database.hasPrefix("fd-") ? "dict-freedict-" + database.dropFirst(3) : database
    }

    /// A provider's message as one printable line of at most 200 characters.
    static func oneLine(_ message: String) -> String {
        let line = Text.clean(message)
        return line.count > 200 ? String(line.prefix(199)) + "…" : line
    }
}

private extension ProviderError {
    static func suffix(_ message: String) -> String {
        message.isEmpty ? "" : ": \(message)"
    }
}
