/// Story-mode operations a learner cannot do; each message fits on one line.
public enum StoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Basic kits cannot be moved or taken out of their stage.
    case basicKitStays(String, stage: Stage)
    /// Basic kits cannot be deleted or replaced.
    case basicKitKept(String)
    case basicKitFixed(String)

    public var description: String {
        switch self {
        case let .basicKitStays(name, stage):
            "'\(Text.printable(name))' is a basic kit of \(stage.rawValue): it stays there (make your own kit with flash new --stage)"
        case .basicKitKept(let name):
            "'\(Text.printable(name))' is a basic kit of story mode: it cannot be deleted or replaced"
        case .basicKitFixed(let name):
            "'\(Text.printable(name))' is a basic kit of story mode: its name and cards stay as they are (add your own kit with flash new --stage)"
        }
    }
}
