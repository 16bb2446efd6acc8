/// Why a member could not be added to a zip archive being written: one line each, naming the
/// member.
enum ZipWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An empty name, a name with a NUL, an absolute path or one that climbs out with `..`.
    case invalidName(String)
    case duplicateName(String)
    /// A name longer than the 65,535 bytes a zip header can hold.
    case nameTooLong(String)
    /// More than 65,535 members, which needs ZIP64 (not written).
    case tooManyMembers
    /// The archive would pass 4 GB, which needs ZIP64 (not written).
    case archiveTooLarge(String)

    public var description: String {
        switch self {
        case .invalidName(let name): "cannot add zip member '\(Text.printable(name))': not a safe relative path"
        case .duplicateName(let name): "cannot add zip member '\(Text.printable(name))' twice"
        case .nameTooLong(let name): "cannot add zip member '\(Text.printable(String(name.prefix(80))))…': its name is over 65,535 bytes"
        case .tooManyMembers: "a zip archive without ZIP64 holds at most 65,535 members"
        case .archiveTooLarge(let name): "adding '\(Text.printable(name))' would take the zip archive past 4 GB, which needs ZIP64 (not written)"
        }
    }
}
