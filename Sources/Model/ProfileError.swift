import Support

/// Why a profile change was refused. Each description is one line.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidName(String)
    case nameTaken(String)
    case invalidAvatar(String)

    public var description: String {
        switch self {
        case .invalidName(let reason): "invalid profile name: \(reason) (1 to 40 characters)"
        case .nameTaken(let name): "a profile named '\(Text.printable(name))' already exists (names are compared ignoring case)"
        case .invalidAvatar(let avatar): "invalid avatar '\(avatar)': use one or two characters, such as an emoji (🐱)"
        }
    }
}
