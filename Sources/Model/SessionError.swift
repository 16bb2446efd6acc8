/// A session's own error: its cards went away under it.
package enum SessionError: Error, Equatable, CustomStringConvertible {
    /// The list or a card was deleted (from another terminal) while the session ran.
    case listDeleted

    package var description: String { "the list was deleted while this session ran, so the session ends here" }
}
