import Support

/// Why a kit was refused; each message fits on one line.
package enum KitError: Error, Sendable, Equatable, CustomStringConvertible {
    case notJSON
    case notAnArray
    case empty
    case tooManyQuestions(Int)
    /// Question `index` (from 1) breaks a rule.
    case invalidQuestion(index: Int, reason: String)
    case invalidName(String)
    case nameTaken(String, stage: Stage)
    /// A kit flash ships failed its own rules (a damaged installation).
    case brokenBasicKit(path: String, reason: String)

    public var description: String {
        switch self {
        case .notJSON:
            "it is not JSON; a kit is an array of {\"question\", \"correctAnswer\", \"incorrectAnswers\"}"
        case .notAnArray:
            "it is not a JSON array of {\"question\", \"correctAnswer\", \"incorrectAnswers\"}"
        case .empty:
            "it has no questions; a kit needs at least one"
        case .tooManyQuestions(let count):
            "it has \(count) questions, at most \(KitFile.maximumQuestions) are allowed"
        case let .invalidQuestion(index, reason):
            "question \(index): \(reason)"
        case .invalidName(let reason):
            "invalid kit name: \(reason)"
        case let .nameTaken(name, stage):
            "\(stage.rawValue) already has a kit named '\(Text.printable(name))'"
        case let .brokenBasicKit(path, reason):
            "the basic kit \(path) is broken: \(reason)"
        }
    }
}
