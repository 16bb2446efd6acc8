/// Language data that is installed but cannot be used: said in one line that names the file
/// and the package that reinstalls it, rather than taken for data that is not there.
enum OfflineDataError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String, package: String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason, let package):
            "cannot read \(path): \(reason); reinstall \(package) (.ci/install)"
        }
    }
}
