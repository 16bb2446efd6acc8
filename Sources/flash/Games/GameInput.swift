import FlashKit
import Foundation

/// What the learner gave for a game's question.
enum GameAnswer: Equatable {
    /// A line, trimmed.
    case text(String)
    /// The answer came after the deadline, or none came in time.
    case timeout
    /// `:q` or the end of piped input (stopped); Ctrl-C, SIGTERM or a closed terminal
    /// (interrupted): the game stops.
    case stop(SessionEnding)
}

/// Reads the games' answers from standard input. A deadline is honoured on the real clock; on
/// a fixed clock (FLASH_NOW) each line moves the clock by the time a script declares
/// (`@+6s y`), 1 s when it does not say.
@MainActor
final class GameInput {
    private let input: LineInput
    private let context: Context

    static let scriptedSeconds: Double = 1

    init(context: Context) {
        self.context = context
        input = LineInput(clock: context.clock)
    }

    var clock: TimeSource { context.clock }

    /// The next answer; `deadline` makes a later one a timeout.
    func answer(until deadline: Date? = nil) -> GameAnswer {
        if context.console.inputIsTerminal { context.console.write("> ") }
        let event = input.readLine(deadline: deadline)
        switch event {
        case .timeout:
            if context.console.inputIsTerminal { context.console.line() }
            return .timeout
        case .endOfInput, .interrupted:
            // As in sessions: Ctrl-C, SIGTERM or a terminal gone away interrupt the game.
            return .stop(SessionRunner.ending(after: event, onTerminal: context.console.inputIsTerminal))
        case let .line(raw, declared):
            if clock.isFixed { clock.advance(by: declared ?? Self.scriptedSeconds) }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text == ":q" { return .stop(.stopped) }
            if let deadline, clock.now() > deadline { return .timeout }
            return .text(text)
        }
    }

    /// Asks a yes/no question; no (the default) at the end of input.
    func confirm(_ prompt: String) -> Bool {
        context.console.write(prompt + " ")
        guard case .line(let raw, _) = input.readLine() else { return false }
        if !context.console.inputIsTerminal { context.console.line() }
        return ["y", "yes"].contains(raw.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
