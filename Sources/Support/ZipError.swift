/// Why a zip archive, or one of its members, could not be read: one line each, naming the
/// member where there is one.
package enum ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No end of central directory record: not a zip archive at all.
    case notAZip
    /// A record runs past the end of the data: the file was cut short.
    case truncated(String)
    /// The records contradict themselves.
    case corrupt(String)
    /// A member name that is an absolute path or climbs out with `..`.
    case unsafeName(String)
    /// Two members of one name: which one a tool reads would depend on the tool.
    case duplicateName(String)
    /// Two members share bytes: the trick of overlapping zip bombs.
    case overlapping(String, String)
    /// Encryption, an unknown compression method, or an archive split over several disks.
    case unsupported(String)
    /// A member unpacks to more than the caller allows.
    case memberTooLarge(String, limit: Int)
    /// The members together unpack to more than the archive may hold.
    case totalTooLarge(limit: Int)
    /// A member's bytes fail its CRC-32, or unpack to another size than the directory says.
    case damagedMember(String, String)

    public var description: String {
        switch self {
        case .notAZip: "not a zip archive (no end of central directory record)"
        case .truncated(let what): "the zip archive is truncated (\(what))"
        case .corrupt(let what): "corrupt zip archive (\(what))"
        case .unsafeName(let name): "zip member \(quoted(name)) names a path outside the archive; refused"
        case .duplicateName(let name): "zip member \(quoted(name)) appears twice; refused"
        case let .overlapping(first, second): "zip members \(quoted(first)) and \(quoted(second)) overlap (a zip bomb); refused"
        case .unsupported(let what): "unsupported zip archive (\(what))"
        case let .memberTooLarge(name, limit): "zip member \(quoted(name)) unpacks to more than \(ByteCountText.describe(limit))"
        case .totalTooLarge(let limit): "the zip archive unpacks to more than \(ByteCountText.describe(limit)) in all"
        case let .damagedMember(name, what): "zip member \(quoted(name)) is damaged (\(what))"
        }
    }
}

private extension ZipError {
    /// A member name as messages show it: printable, at most 80 characters, in quotes.
    func quoted(_ name: String) -> String {
        let printable = Text.printable(name)
        return "'" + (printable.count > 80 ? printable.prefix(79) + "…" : printable) + "'"
    }
}
