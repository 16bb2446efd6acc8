import FlashKit
import Foundation

/// The games' terminal: answers from standard input, lines to standard output. A deadline is
/// honoured on the real clock; on a fixed clock (FLASH_NOW) each line moves the clock by the
/// time a script declares (`@+6s y`), 1 s when it does not say.
@MainActor
final class GameInput: GameTerminal {
    private let input: LineInput
    private let console: Console
    let clock: TimeSource

    static let scriptedSeconds: Double = 1

    init(context: Context) {
        console = context.console
        clock = context.clock
        input = LineInput(clock: context.clock)
    }

    var style: TextStyle { console.style }

    func line(_ text: String) { console.line(text) }

    func note(_ text: String) { console.note(text) }

    func answer(until deadline: Date?) -> GameAnswer {
        if console.inputIsTerminal { console.write("> ") }
        let event = input.readLine(deadline: deadline)
        switch event {
        case .timeout:
            if console.inputIsTerminal { console.line() }
            return .timeout
        case .endOfInput, .interrupted:
            // As in sessions: Ctrl-C, SIGTERM or a terminal gone away interrupt the game.
            return .stop(event.ending(onTerminal: console.inputIsTerminal))
        case let .line(raw, declared):
            if clock.isFixed { clock.advance(by: declared ?? Self.scriptedSeconds) }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text == ":q" { return .stop(.stopped) }
            if let deadline, clock.now() > deadline { return .timeout }
            return .text(text)
        }
    }

    func confirm(_ prompt: String) -> Bool {
        console.write(prompt + " ")
        guard case .line(let raw, _) = input.readLine() else { return false }
        if !console.inputIsTerminal { console.line() }
        return ["y", "yes"].contains(raw.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Ends flash with status 130 when Ctrl-C, SIGTERM or a closed terminal stopped the game,
    /// as a session does; every answer given is already saved.
    static func exit(after outcome: GameOutcome) throws {
        if outcome.ending == .interrupted { throw SessionInterrupted(answers: outcome.answers) }
    }
}
