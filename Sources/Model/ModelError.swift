import Support

/// Invalid values a learner can give; each message fits on one line.
enum ModelError: Error, Equatable, CustomStringConvertible {
    case unknownLanguage(String)
    case sameLanguages(String)
    case invalidListName(String)
    case unknownStyle(String)

    public var description: String {
        switch self {
        case .unknownLanguage(let code):
            let codes = Language.known.keys.sorted().joined(separator: ", ")
            return "unknown language '\(Text.printable(code))': use an ISO 639-1 code (\(codes))"
        case .sameLanguages(let code):
            return "the native and the learned language are both '\(code)': they must differ"
        case .invalidListName(let reason):
            return "invalid list name: \(reason)"
        case .unknownStyle(let style):
            let styles = ListStyle.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown colour style '\(Text.printable(style))': use one of \(styles)"
        }
    }
}
