/// A command line that does not fit its command's spec: one line for the user, exit status 2.
public struct ArgumentError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
