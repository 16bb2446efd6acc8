import FoundationEssentials
import Support

extension FlashPaths {
    /// Creates the data directory (owner-only) when it is missing.
    func ensureDataDirectory() throws {
        do {
            try FileManager.default.createDirectory(
                at: dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError.cannotCreateDirectory(dataDirectory.path)
        }
    }
}
