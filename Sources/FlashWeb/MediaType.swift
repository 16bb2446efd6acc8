/// Media types told by a file's first bytes, never by its name.
enum MediaType {
    /// PNG, JPEG, GIF or WebP; nil for anything else (an SVG is never sent: it may hold script).
    static func picture(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }

    /// WAV, Ogg, FLAC or MP3; nil for anything else.
    static func sound(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WAVE".utf8) { return "audio/wav" }
        if bytes.starts(with: Array("OggS".utf8)) { return "audio/ogg" }
        if bytes.starts(with: Array("fLaC".utf8)) { return "audio/flac" }
        if bytes.starts(with: Array("ID3".utf8)) || (bytes.count > 1 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0) { return "audio/mpeg" }
        return nil
    }
}
