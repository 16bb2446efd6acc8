/// A value given on the command line that flash cannot use (a list name, a language code, a
/// column): the tool prints it on one line and exits with status 2, as for any usage error.
public struct InvalidInput: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// Runs `body`, turning a failure of a value's own checks into invalid input.
    public static func checking<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw InvalidInput("\(error)")
        }
    }
}
