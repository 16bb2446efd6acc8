/// A mistake in how flash was called: printed on one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

/// A failure the learner should read: printed on one line, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
