import Support

/// Anki's first-field checksum, which it uses to find duplicates: the first 32 bits of the
/// SHA-1 of the field's text without HTML.
extension AnkiPackageWriter {
    static func fieldChecksum(_ text: String) -> UInt32 {
        SHA1.digest(Array(text.utf8)).prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }
}
