import FoundationEssentials
import Support
import Model

/// What the learner gave for a game's question at the terminal.
enum GameLine: Equatable {
    /// A line, trimmed, and when it counts as given.
    case text(String, at: Date)
    /// No line came before the deadline.
    case timeout(at: Date)
    /// `:q` or the end of piped input (stopped); Ctrl-C, SIGTERM or a closed terminal
    /// (interrupted).
    case stop(SessionEnding, at: Date)
}

/// A game's terminal: lines written to standard output, answers read from standard input with a
/// deadline on the real clock. On a fixed clock (FLASH_NOW) each line takes one second, so a
/// game replays exactly.
@MainActor
final class GameLines {
    let context: Context
    private let input: LineInput

    /// How long a line takes on a fixed clock.
    static let secondsPerLine: Double = 1

    init(context: Context) {
        self.context = context
        input = LineInput(clock: context.clock)
    }

    var console: Console { context.console }
    var style: TextStyle { console.style }
    var now: Date { context.clock.now() }

    func line(_ text: String) { console.line(text) }

    /// The next answer; `deadline` (on the real clock) makes a later one a timeout.
    func answer(until deadline: Date?) -> GameLine {
        if console.inputIsTerminal { console.write("> ") }
        let event = input.readLine(deadline: deadline)
        switch event {
        case .timeout:
            if console.inputIsTerminal { line("") }
            return .timeout(at: now)
        case .endOfInput, .interrupted:
            return .stop(event.ending(onTerminal: console.inputIsTerminal), at: now)
        case .line(let raw):
            let clock = context.clock
            if clock.isFixed { clock.advance(by: Self.secondsPerLine) }
            let text = raw.trimmingSpaces()
            return text == ":q" ? .stop(.stopped, at: now) : .text(text, at: now)
        }
    }

    /// Asks a yes/no question; no at the end of input.
    func confirm(_ prompt: String) -> Bool {
        console.write(prompt + " ")
        guard case .line(let raw) = input.readLine() else { return false }
        if !console.inputIsTerminal { line("") }
        return ["y", "yes"].contains(raw.trimmingSpaces().lowercased())
    }
}

/// How a game stopped, for the tool's exit status: interrupted games exit 130, every answer
/// given already saved.
struct GameOutcome: Equatable {
    let ending: SessionEnding
    /// Answers of the game that ended.
    let answers: Int
}
