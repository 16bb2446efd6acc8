import Foundation

/// Language data that is installed but cannot be used: said in one line that names the file
/// and the package that reinstalls it, rather than taken for data that is not there.
enum OfflineDataError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String, package: String)

    /// `body`, which reads the data file at `path`; any failure is said as the file and
    /// `package`.
    static func reading<T>(_ path: String, from package: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw unreadable(path: path, reason: reason(error), package: package)
        }
    }

    /// What went wrong, as a person reads it: a file Foundation could not read as the system says
    /// it ("Is a directory", not Foundation's whole error domain and user info), any other
    /// error as it describes itself ("corrupt deflate data").
    static func reason(_ error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }

    var description: String {
        switch self {
        case .unreadable(let path, let reason, let package):
            "cannot read \(path): \(reason); reinstall \(package) (.ci/install)"
        }
    }
}
