import Support

/// A mistake in how flash was called: printed on one line, exit status 2. The same error as
/// FlashKit's ``InvalidInput``, for a value only the tool checks.
typealias UsageError = InvalidInput

/// A failure the learner should read: printed on one line, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
