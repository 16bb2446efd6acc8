import FoundationEssentials
import Support

/// A line the learner typed, as a session reads it: cleaned (no control characters or terminal
/// escapes, at most ``longest`` characters), then a command (`:q :s :h :u :p`) or an answer.
public enum SessionLine: Equatable, Sendable {
    /// An answer or a command the engine takes.
    case input(SessionInput)
    /// `:p`: pronounce the word shown (the terminal's job).
    case pronounce
    /// Any other `:` command: the terminal lists the commands.
    case unknownCommand

    /// The longest answer kept, in characters; a pasted novel is cut there.
    static let longest = 200

    /// Reads one raw line.
    public init(_ raw: String) {
        let text = String(Text.printable(raw).trimmingSpaces().prefix(Self.longest))
        switch text {
        case ":q": self = .input(.quit)
        case ":s": self = .input(.skip)
        case ":h": self = .input(.hint)
        case ":u": self = .input(.undo)
        case ":p": self = .pronounce
        case _ where text.hasPrefix(":"): self = .unknownCommand
        default: self = .input(.answer(text))
        }
    }
}
