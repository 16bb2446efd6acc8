import Support

/// Story-mode operations a learner cannot do; each message fits on one line.
public enum StoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Basic kits cannot be moved or taken out of their stage.
    case basicKitStays(String, stage: Stage)
    /// Basic kits cannot be deleted or replaced.
    case basicKitKept(String)
    case basicKitFixed(String)
    /// A list named as a kit that is in no stage.
    case notAKit(String)
    /// An action story mode keeps locked ("preschool", "Choosing the final stages").
    case locked(String, StoryLock)
    /// A test or exam with no card to ask; the message says which.
    case nothingToAsk(String)

    public var description: String {
        switch self {
        case let .basicKitStays(name, stage):
            "'\(Text.printable(name))' is a basic kit of \(stage.rawValue): it stays there (make your own kit with flash new --stage)"
        case .basicKitKept(let name):
            "'\(Text.printable(name))' is a basic kit of story mode: it cannot be deleted or replaced"
        case .basicKitFixed(let name):
            "'\(Text.printable(name))' is a basic kit of story mode: its name and cards stay as they are (add your own kit with flash new --stage)"
        case .notAKit(let name):
            "'\(Text.printable(name))' is not a kit: put it in a stage with flash stage \(ShellWord.quoted(name)) STAGE"
        case .nothingToAsk(let message):
            message
        case let .locked(what, lock):
            "\(what) is locked: \(lock)"
        }
    }
}
