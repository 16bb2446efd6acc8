import FoundationEssentials
import Support

/// The image formats flash stores, recognised by their magic bytes rather than their names.
package enum ImageFormat: String, Sendable {
    case png, jpeg, gif, webp

    package static let maximumSize = 10 * 1024 * 1024

    /// The format of `bytes`, or nil when they are not an image flash accepts.
    package init?(magic bytes: some Collection<UInt8>) {
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

    package var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}

/// Why an image was not stored.
package enum ImageError: Error, Equatable, CustomStringConvertible {
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
