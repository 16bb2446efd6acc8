import Foundation
import Model

/// Fetches image candidates, reading `emoji:` ones (``EmojiImages``' URLs such as `emoji:1F415`)
/// from the colour emoji font and passing every other candidate to an inner downloader.
public struct EmojiImageReader: ImageDownloading {
    let inner: any ImageDownloading
    let fontPath: String
    private let font = FontSlot()

    /// A reader that opens the font at `fontPath` the first time an emoji is asked for.
    public init(inner: any ImageDownloading, fontPath: String = EmojiFont.defaultPath) {
        self.inner = inner
        self.fontPath = fontPath
    }

    /// The emoji's PNG bytes, or the inner downloader's answer for other URLs. Throws
    /// ``ImageError/unreadable(_:)`` for a malformed `emoji:` URL or one the font cannot draw.
    public func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        guard candidate.url.hasPrefix(Self.scheme) else { return try await inner.bytes(for: candidate) }
        guard let emoji = Self.emoji(in: candidate.url),
              let png = try font.open(fontPath).png(for: emoji) else {
            throw ImageError.unreadable(candidate.url)
        }
        return png
    }
}

private extension EmojiImageReader {
    static let scheme = "emoji:"

    /// "emoji:1F415" -> 🐕; nil unless every dash-separated part is a hex Unicode scalar.
    static func emoji(in url: String) -> String? {
        let parts = url.dropFirst(scheme.count).split(separator: "-", omittingEmptySubsequences: false)
        var scalars = String.UnicodeScalarView()
        for part in parts {
            guard (1...6).contains(part.count), part.allSatisfy(\.isHexDigit),
                  let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    /// The font, opened once by whichever reader call needs it first.
    final class FontSlot: @unchecked Sendable {
        private let lock = NSLock()
        private var font: Result<EmojiFont, any Error>?

        func open(_ path: String) throws -> EmojiFont {
            try lock.withLock {
                let result = font ?? Result { try EmojiFont(path: path) }
                font = result
                return try result.get()
            }
        }
    }
}
