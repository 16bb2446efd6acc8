import FoundationEssentials
import Support

/// A game terminal over lines of input: answers read from a descriptor (standard input), lines
/// written through closures. A deadline is honoured on the real clock; on a fixed clock
/// (FLASH_NOW) each line moves the clock by the time a script declares (`@+6s y`), 1 s when it
/// does not say.
@MainActor
public final class LineTerminal: GameTerminal {
    public let clock: TimeSource
    public let style: TextStyle
    private let input: LineInput
    /// True when a person types: prompts are shown and a closed input means they went away.
    private let interactive: Bool
    private let write: (String) -> Void
    private let remark: (String) -> Void

    static let scriptedSeconds: Double = 1

    /// `write` prints text as it is (a line ends with "\n"); `note` prints a remark on the side.
    public init(clock: TimeSource, style: TextStyle, interactive: Bool, descriptor: Int32 = 0,
                write: @escaping (String) -> Void, note: @escaping (String) -> Void) {
        (self.clock, self.style, self.interactive, self.write, remark) = (clock, style, interactive, write, note)
        input = LineInput(clock: clock, descriptor: descriptor)
    }

    public func line(_ text: String) { write(text + "\n") }

    public func note(_ text: String) { remark(text) }

    public func answer(until deadline: Date?) -> GameAnswer {
        if interactive { write("> ") }
        let event = input.readLine(deadline: deadline)
        switch event {
        case .timeout:
            if interactive { line("") }
            return .timeout
        case .endOfInput, .interrupted:
            // As in sessions: Ctrl-C, SIGTERM or a terminal gone away interrupt the game.
            return .stop(event.ending(onTerminal: interactive))
        case let .line(raw, declared):
            if clock.isFixed { clock.advance(by: declared ?? Self.scriptedSeconds) }
            let text = raw.trimmingSpaces()
            if text == ":q" { return .stop(.stopped) }
            if let deadline, clock.now() > deadline { return .timeout }
            return .text(text)
        }
    }

    public func confirm(_ prompt: String) -> Bool {
        write(prompt + " ")
        guard case .line(let raw, _) = input.readLine() else { return false }
        if !interactive { line("") }
        return ["y", "yes"].contains(raw.trimmingSpaces().lowercased())
    }
}
