/// Why espeak-ng could not pronounce a word. Each description is one line.
public enum EspeakError: Error, Sendable, Equatable, CustomStringConvertible {
    /// espeak-ng ended with an error (an unknown voice, an unwritable file); `message` is the
    /// first line it wrote to stderr.
    case failed(status: Int32, message: String)
    /// espeak-ng could not play the sound, usually for want of a sound device; `message` is what
    /// it said (its status, or its first complaint on stderr).
    case cannotPlay(message: String)

    public var description: String {
        switch self {
        case let .failed(status, message):
            "espeak-ng failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        case let .cannotPlay(message):
            "espeak-ng could not play the sound (\(message)); is there a sound device?"
        }
    }
}
