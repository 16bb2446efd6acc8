import Support
/// A list's name: 1 to 60 characters, no control characters, compared ignoring case.
public struct ListName: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ raw: String) throws {
        let trimmed = Text.collapsingWhitespace(raw).precomposedStringWithCanonicalMapping
        guard !trimmed.isEmpty else { throw ModelError.invalidListName("it is empty") }
        guard !Text.containsControlCharacters(raw) else {
            throw ModelError.invalidListName("it contains control characters")
        }
        guard trimmed.count <= 60 else {
            throw ModelError.invalidListName("it has \(trimmed.count) characters, at most 60 are allowed")
        }
        value = trimmed
    }

    /// The form used to compare names: case-folded.
    package var key: String { ListName.key(value) }

    package static func key(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.lowercased()
    }

    public var description: String { value }
}
