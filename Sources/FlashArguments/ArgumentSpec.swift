/// One positional argument: its placeholder in usage, whether it must be given, and whether
/// more may follow.
public struct ArgumentSpec: Sendable {
    public enum Kind: Sendable, Equatable {
        case required
        case optional
        /// From `minimum` to `maximum` of them (`WORDS...`); nil is no limit.
        case repeating(minimum: Int, maximum: Int?)
    }

    /// The placeholder ("LIST", "WORD").
    public let name: String
    public let kind: Kind
    public let help: String
    public let completion: Completion

    public static func required(_ name: String, _ help: String, completion: Completion = .none) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .required, help: help, completion: completion)
    }

    public static func optional(_ name: String, _ help: String, completion: Completion = .none) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .optional, help: help, completion: completion)
    }

    public static func repeating(
        _ name: String, minimum: Int = 0, maximum: Int? = nil, _ help: String, completion: Completion = .none
    ) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .repeating(minimum: minimum, maximum: maximum), help: help, completion: completion)
    }

    /// "LIST", "[FILE]", "WORD...", "[LIST...]".
    var usage: String {
        switch kind {
        case .required: return name
        case .optional: return "[\(name)]"
        case .repeating(let minimum, _): return minimum > 0 ? "\(name)..." : "[\(name)...]"
        }
    }

    var minimum: Int {
        switch kind {
        case .required: return 1
        case .optional: return 0
        case .repeating(let minimum, _): return minimum
        }
    }

    /// How many this argument takes at most; nil is no limit.
    var maximum: Int? {
        switch kind {
        case .required, .optional: return 1
        case .repeating(_, let maximum): return maximum
        }
    }
}
