/// Why espeak-ng could not pronounce a word. Each description is one line.
public enum EspeakError: Error, Sendable, Equatable, CustomStringConvertible {
    /// espeak-ng ended with an error (an unknown voice, an unwritable file); `message` is the
    /// first line it wrote to stderr.
    case failed(status: Int32, message: String)

    public var description: String {
        switch self {
        case let .failed(status, message):
            "espeak-ng failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
