import Support
import Model
extension InputEvent {
    /// How a game or session ends after this event: the deadline (out of time), a signal
    /// (interrupted), the end of piped input (stopped; on a terminal, the terminal went away).
    func ending(onTerminal: Bool) -> SessionEnding {
        switch self {
        case .timeout: .outOfTime
        case .interrupted: .interrupted
        case .endOfInput: onTerminal ? .interrupted : .stopped
        case .line: .completed
        }
    }
}
