/// Why a definition provider could not answer. Each description is one line.
enum DefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A helper program is missing; `package` is the Debian package that provides it.
    case notInstalled(name: String, package: String)
    /// A helper program ended with an error; `message` is the first line it wrote to stderr.
    case programFailed(program: String, status: Int32, message: String)
    /// The answer was not in the provider's documented format.
    case malformedResponse(provider: String)

    public var description: String {
        switch self {
        case let .notInstalled(name, package):
            "\(name) is not installed (apt-get install \(package))"
        case let .programFailed(program, status, message):
            "\(program) failed with status \(status)" + (message.isEmpty ? "" : ": \(message)")
        case .malformedResponse(let provider):
            "\(provider): the answer was not in the expected format"
        }
    }
}
