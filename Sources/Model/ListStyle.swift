/// A list's colour, as in Flashspeak's list maker.
public enum ListStyle: String, CaseIterable, Sendable, Codable {
    case grey, red, orange, yellow, green, blue, violet

    public init(parsing text: String) throws {
        guard let style = ListStyle(rawValue: text.lowercased()) else { throw ModelError.unknownStyle(text) }
        self = style
    }

    /// The ANSI 256-colour code used to paint the list's name on a terminal.
    public var ansiColour: Int {
        switch self {
        case .grey: 245
        case .red: 196
        case .orange: 208
        case .yellow: 220
        case .green: 34
        case .blue: 33
        case .violet: 135
        }
    }
}
