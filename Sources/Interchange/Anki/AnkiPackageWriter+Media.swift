import Foundation
import Support

extension AnkiPackageWriter {
    /// The package's media files, each once, under names Anki keeps as they are (NFC, no path,
    /// none of the characters it strips, at most 100 bytes). A second file with a name already
    /// taken by other bytes gets its hash in its name.
    struct MediaTable {
        private(set) var files: [InterchangeMedia] = []
        private var indexes: [String: Int] = [:]

        /// Adds `media` and returns the name the note's field refers to it by.
        mutating func add(_ media: InterchangeMedia) -> String {
            let safe = Self.safeName(media.name)
            var name = safe, attempt = 0
            while let index = indexes[name], files[index].bytes != media.bytes {
                attempt += 1
                name = Self.renamed(safe, bytes: media.bytes, attempt: attempt)
            }
            if indexes[name] == nil {
                indexes[name] = files.count
                files.append(InterchangeMedia(name: name, bytes: media.bytes))
            }
            return name
        }

        /// The `media` member: JSON mapping each file's number in the zip to its name, in the
        /// files' order (not sorted: JSONSerialization sorting thousands of keys is slow).
        func map() -> [UInt8] {
            JSONValue.object(files.enumerated().map { JSONMember(String($0.offset), .string($0.element.name)) }).bytes
        }

        /// Pictures and sounds that are compressed already: deflating them again wastes time.
        static func isCompressed(_ name: String) -> Bool {
            let compressed: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "ogg", "oga", "opus", "mp3", "m4a", "mp4", "webm"]
            return compressed.contains((name as NSString).pathExtension.lowercased())
        }
    }
}

private extension AnkiPackageWriter.MediaTable {
    static let maximumLength = 100
    static let deviceNames = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    static func safeName(_ original: String) -> String {
        let last = original.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var name = last.utf8.allSatisfy(isSafeASCII) ? last : String(String.UnicodeScalarView(
            last.precomposedStringWithCanonicalMapping.unicodeScalars.map {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-".unicodeScalars.contains($0) ? $0 : "_"
            }))
        // Anki drops a leading dot (hidden files) and appends "_" after a trailing one (Windows).
        while name.hasPrefix(".") { name.removeFirst() }
        while name.hasSuffix(".") { name.removeLast() }
        var (stem, ext) = split(name)
        if stem.isEmpty { stem = "file" }
        if deviceNames.contains(stem.lowercased()) { stem += "_" }
        return truncated(stem, ext)
    }

    /// "dog-1f2e3d4c.png" (then "dog-1f2e3d4c-2.png", should that be taken too).
    static func renamed(_ name: String, bytes: [UInt8], attempt: Int) -> String {
        let (stem, ext) = split(name)
        let hash = String(FNV1a.hash(bytes) >> 32, radix: 16)
        return truncated(stem, "-" + hash + (attempt > 1 ? "-\(attempt)" : "") + ext)
    }

    static func isSafeASCII(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2D || byte == 0x5F
    }

    /// "dog" and ".png"; a name with no extension has "".
    static func split(_ name: String) -> (String, String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }

    /// `stem` shortened (at a character boundary) so that `stem + suffix` fits.
    static func truncated(_ stem: String, _ suffix: String) -> String {
        var stem = stem
        while !stem.isEmpty, stem.utf8.count + suffix.utf8.count > maximumLength { stem.removeLast() }
        return stem + suffix
    }
}
