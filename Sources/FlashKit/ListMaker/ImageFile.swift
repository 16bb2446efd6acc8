import Foundation

/// The image formats flash stores, recognised by their magic bytes rather than their names.
public enum ImageFormat: String, Sendable {
    case png, jpeg, gif, webp

    public static let maximumSize = 10 * 1024 * 1024

    /// The format of `bytes`, or nil when they are not an image flash accepts.
    public init?(magic bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}

/// Why an image was not stored.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case notAnImage(String)
    case tooLarge(String, bytes: Int)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the image \(Text.printable(path))"
        case .notAnImage(let path): "\(Text.printable(path)) is not a PNG, JPEG, GIF or WebP image"
        case let .tooLarge(path, bytes): "\(Text.printable(path)) is \(ByteCountText.describe(bytes)); images may be at most \(ByteCountText.describe(ImageFormat.maximumSize))"
        }
    }
}

/// Keeps chosen images inside the data directory, named by a hash of their content, so a list
/// works offline and survives the original file moving.
public struct ImageStore: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Checks `bytes` and stores them; returns the file name inside ``directory``.
    public func store(_ bytes: [UInt8], origin: String) throws -> String {
        try storeNoting(bytes, origin: origin).name
    }

    /// Like ``store(_:origin:)``, and says whether the file was written now (not there before),
    /// so a failed import can remove what it added.
    public func storeNoting(_ bytes: [UInt8], origin: String) throws -> (name: String, written: Bool) {
        guard bytes.count <= ImageFormat.maximumSize else { throw ImageError.tooLarge(origin, bytes: bytes.count) }
        guard let format = ImageFormat(magic: bytes) else { throw ImageError.notAnImage(origin) }
        return try ContentAddressedFile.store(bytes, fileExtension: format.fileExtension, in: directory)
    }

    /// Copies a local image file into the store.
    public func storeFile(at path: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { throw ImageError.unreadable(path) }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= ImageFormat.maximumSize else { throw ImageError.tooLarge(path, bytes: size) }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ImageError.unreadable(path) }
        return try store(Array(data), origin: path)
    }

    /// The full path of a stored image.
    public func path(of name: String) -> String { directory.appendingPathComponent(name).path }
}
