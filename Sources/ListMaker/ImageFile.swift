import FoundationEssentials
import Providers

/// Keeps chosen images inside the data directory, named by a hash of their content, so a list
/// works offline and survives the original file moving.
public struct ImageStore: Sendable {
    package let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Checks `bytes` and stores them; returns the file name inside ``directory``.
    func store(_ bytes: [UInt8], origin: String) throws -> String {
        try storeNoting(bytes, origin: origin).name
    }

    /// Like ``store(_:origin:)``, and says whether the file was written now (not there before),
    /// so a failed import can remove what it added.
    package func storeNoting(_ bytes: [UInt8], origin: String) throws -> (name: String, written: Bool) {
        guard bytes.count <= ImageFormat.maximumSize else { throw ImageError.tooLarge(origin, bytes: bytes.count) }
        guard let format = ImageFormat(magic: bytes) else { throw ImageError.notAnImage(origin) }
        return try ContentAddressedFile.store(bytes, fileExtension: format.fileExtension, in: directory)
    }

    /// Copies a local image file into the store.
    func storeFile(at path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { throw ImageError.unreadable(path) }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= ImageFormat.maximumSize else { throw ImageError.tooLarge(path, bytes: size) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ImageError.unreadable(path) }
        return try store(Array(data), origin: path)
    }

    /// The full path of a stored image.
    package func path(of name: String) -> String { directory.appendingPathComponent(name).path }
}
