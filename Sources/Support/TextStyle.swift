/// How report text is dressed for a terminal: bold, dim and ANSI 256 colours, or nothing at all
/// (a pipe, NO_COLOR, TERM=dumb). Reports take one so their layout is tested without a terminal.
public struct TextStyle: Sendable {
    /// True when escapes are written; false gives plain text.
    public let usesColour: Bool

    public init(colours: Bool) {
        usesColour = colours
    }

    static let plain = TextStyle(colours: false)
    public static let green = 34, red = 196, yellow = 214

    public func paint(_ text: String, _ colour: Int) -> String {
        usesColour ? "\u{1B}[38;5;\(colour)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String {
        usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    public func dim(_ text: String) -> String {
        usesColour ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }
}
