/// How a session ended.
public enum SessionEnding: String, Sendable, Codable, CaseIterable {
    /// Every card was asked.
    case completed
    /// The learner ended it (`:q`, or the end of scripted input).
    case stopped
    /// The countdown of `--timer` ran out.
    case outOfTime = "out-of-time"
    /// Ctrl-C, a closed terminal, or the process was killed.
    case interrupted
}
