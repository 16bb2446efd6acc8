import Foundation
import Support

/// A learner's local profile: a name, an avatar, and its own lists and progress.
public struct Profile: Sendable, Equatable {
    public let id: Int64
    package var name: String
    /// An emoji (one or two characters).
    package var avatar: String
    package let created: Date

    package init(id: Int64, name: String, avatar: String, created: Date) {
        self.id = id
        self.name = name
        self.avatar = avatar
        self.created = created
    }

    static let maximumNameLength = 40

    /// The name collapsed and checked: 1 to 40 characters, no control characters.
    package static func validName(_ raw: String) throws -> String {
        let name = Text.collapsingWhitespace(raw)
        guard !Text.containsControlCharacters(raw) else { throw ProfileError.invalidName("it contains control characters") }
        guard !name.isEmpty else { throw ProfileError.invalidName("it is empty") }
        guard name.count <= maximumNameLength else {
            throw ProfileError.invalidName("it has \(name.count) characters, at most \(maximumNameLength) are allowed")
        }
        return name
    }

    /// A profile name asked for with `--profile` or FLASH_PROFILE: whitespace collapsed and in
    /// NFC, so "Zoë" typed either way is one profile.
    public static func selected(_ raw: String) throws -> String {
        let clean = Text.collapsingWhitespace(raw).precomposedStringWithCanonicalMapping
        guard !clean.isEmpty, clean.count <= maximumNameLength, !Text.containsControlCharacters(raw) else {
            throw InvalidInput("a profile name has 1 to \(maximumNameLength) characters and no control characters")
        }
        return clean
    }

    /// The form names are compared in: case-folded, as the profiles table's `name_key`.
    public static func key(_ name: String) -> String { Text.collapsingWhitespace(name).lowercased() }

    /// The avatar checked: one or two characters (grapheme clusters, so 👩‍💻 is one), no
    /// control characters or spaces.
    package static func validAvatar(_ raw: String) throws -> String {
        let avatar = raw.trimmingSpaces()
        guard !Text.containsControlCharacters(raw), !avatar.contains(where: \.isWhitespace),
              (1...2).contains(avatar.count), avatar.unicodeScalars.count <= 32 else {
            throw ProfileError.invalidAvatar(Text.printable(raw))
        }
        return avatar
    }
}
