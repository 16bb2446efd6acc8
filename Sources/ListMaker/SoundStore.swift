import FoundationEssentials
import Support

/// A sound file's format, told by its first bytes, never by its name.
package enum SoundFormat: String, Sendable {
    case wav, ogg, mp3, flac

    /// The largest recording a card keeps.
    static let maximumSize = 10 * 1024 * 1024

    package init?(magic bytes: [UInt8]) {
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WAVE".utf8) { self = .wav }
        else if bytes.starts(with: Array("OggS".utf8)) { self = .ogg }
        else if bytes.starts(with: Array("fLaC".utf8)) { self = .flac }
        else if bytes.starts(with: Array("ID3".utf8)) || (bytes.count > 1 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0) { self = .mp3 }
        else { return nil }
    }
}

/// Cards' own recordings, stored by content under the data directory's `sounds/`.
public struct SoundStore: Sendable {
    package let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Checks `bytes` and stores them; returns the file name, and whether it was written now
    /// (not there before), so a failed import can remove what it added.
    package func store(_ bytes: [UInt8], origin: String) throws -> (name: String, written: Bool) {
        guard bytes.count <= SoundFormat.maximumSize else { throw MediaError.tooLarge(origin, bytes: bytes.count) }
        guard let format = SoundFormat(magic: bytes) else { throw MediaError.notASound(origin) }
        return try ContentAddressedFile.store(bytes, fileExtension: format.rawValue, in: directory)
    }

    /// The full path of a stored sound.
    package func path(of name: String) -> String { directory.appendingPathComponent(name).path }
}

/// Why a sound could not be kept.
enum MediaError: Error, Equatable, CustomStringConvertible {
    case tooLarge(String, bytes: Int)
    case notASound(String)

    public var description: String {
        switch self {
        case let .tooLarge(origin, bytes):
            "\(Text.printable(origin)) is \(ByteCountText.describe(bytes)); sounds may be at most \(ByteCountText.describe(SoundFormat.maximumSize))"
        case let .notASound(origin): "\(Text.printable(origin)) is not a WAV, Ogg, MP3 or FLAC sound"
        }
    }
}
