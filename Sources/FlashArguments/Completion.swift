/// What a shell may offer for an option's value or a positional argument.
public enum Completion: Sendable, Equatable {
    /// Nothing to offer: free text.
    case none
    /// The learner's list names, asked of `flash lists --names` at completion time.
    case lists
    /// The learner's story kits, asked of `flash lists --names --kits`.
    case kits
    /// flash's command names.
    case commands
    /// Paths in the file system.
    case files
    /// One of a fixed set of words.
    case choices([String])
    /// What the positional argument at `position` (from 0) says: `story test KIT` completes
    /// kits, `story exam STAGE` stages.
    indirect case depending(on: Int, [String: Completion])
}

public extension Completion {
    /// The raw values of an enumeration, as fixed choices.
    static func cases<T: CaseIterable & RawRepresentable>(of type: T.Type) -> Completion where T.RawValue == String {
        .choices(T.allCases.map(\.rawValue))
    }
}
