import Foundation
import Support

/// Media kept under the data directory by content: the name is the bytes' hash, so the same
/// picture or sound is stored once and a name never changes meaning. Names are SHA-256 digests
/// (the first 128 bits, 32 hex digits);
/// files an older flash named by a 16-digit FNV-1a hash keep their names, as the cards that use
/// them store the name, and nothing reads a name back into a hash.
enum ContentAddressedFile {
    /// Stores checked `bytes` in `directory` as `<hash>.<fileExtension>`; says whether the file
    /// was written now (not there before), so a failed import can remove what it added.
    static func store(_ bytes: [UInt8], fileExtension: String, in directory: URL) throws -> (name: String, written: Bool) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = String(SHA256.hex(bytes).prefix(32)) + "." + fileExtension
        let file = directory.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: file.path) else { return (name, false) }
        try Data(bytes).write(to: file, options: .atomic)
        return (name, true)
    }
}
