import FoundationEssentials
import Support
import Model

/// What the learner gave for a game's question.
public enum GameAnswer: Equatable, Sendable {
    /// A line, trimmed.
    case text(String)
    /// The answer came after the deadline, or none came in time.
    case timeout
    /// `:q` or the end of piped input (stopped); Ctrl-C, SIGTERM or a closed terminal
    /// (interrupted): the game stops.
    case stop(SessionEnding)
}

/// Where a game reads answers and writes lines. The tool's terminal is one; a test's script is
/// another, so games are played in unit tests as they are at the keyboard.
@MainActor
public protocol GameTerminal: AnyObject {
    /// Bold, dim and colours, when the terminal shows them.
    var style: TextStyle { get }
    /// The clock answers are timed on; a fixed clock moves as a script says.
    var clock: TimeSource { get }
    /// Writes one line for the learner.
    func line(_ text: String)
    /// Writes one remark on the side (stderr): a provider that failed.
    func note(_ text: String)
    /// The next answer; `deadline` makes a later one a timeout.
    func answer(until deadline: Date?) -> GameAnswer
    /// Asks a yes/no question; no at the end of input.
    func confirm(_ prompt: String) -> Bool
}

/// How a game stopped, for the tool's exit status: interrupted games exit 130, every answer
/// given already saved.
public struct GameOutcome: Sendable {
    public let ending: SessionEnding
    public let answers: Int
}

extension GameTerminal {
    /// Milliseconds from `asked` to now on the terminal's clock.
    func milliseconds(since asked: Date) -> Int {
        max(0, Int((clock.now().timeIntervalSince(asked) * 1000).rounded()))
    }
}
