import Support

/// Anki's first-field checksum, which it uses to find duplicates: the first 32 bits of the
/// SHA-1 of the field's text without HTML.
extension AnkiPackageWriter {
    static func fieldChecksum(_ text: String) -> UInt32 {
        SHA1.prefix32(text.utf8)
    }
}
