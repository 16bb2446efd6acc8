import FoundationEssentials

/// A colour emoji font (OpenType with `CBDT`/`CBLC` bitmaps, such as Noto Color Emoji) read in
/// place: the file is memory-mapped and every field is bounds-checked, so a truncated or hostile
/// font throws ``EmojiError/malformedFont(path:reason:)`` instead of crashing.
/// - SeeAlso: https://learn.microsoft.com/typography/opentype/spec/cblc
public struct EmojiFont: Sendable {
    /// Where Debian's fonts-noto-color-emoji installs the font.
    public static let defaultPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// The file the font was read from.
    let path: String
    let data: Data
    let characterMap: CharacterMap
    let bitmapLocations: TableSpan
    let bitmapData: TableSpan
    let strikes: [Strike]

    /// Maps the font at `path` and reads its table directory, character map and bitmap strikes.
    init(path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw EmojiError.unreadableFont(path: path)
        }
        try self.init(data: data, path: path)
    }

    /// Reads a font already in memory; `path` names it in errors.
    init(data: Data, path: String) throws {
        let layout = try Self.reading(data, path: path) { try Layout(file: $0) }
        self.path = path
        self.data = data
        characterMap = layout.characterMap
        bitmapLocations = layout.bitmapLocations
        bitmapData = layout.bitmapData
        strikes = layout.strikes
    }

    /// The PNG picture of `emoji`: one code point, optionally followed by U+FE0F. Nil when the
    /// font has no bitmap for it, and for sequences (ZWJ, skin tones, flags, keycaps).
    func png(for emoji: String) throws -> [UInt8]? {
        guard let scalar = Self.codePoint(of: emoji) else { return nil }
        return try read { file in
            try pngRange(of: scalar, in: file).map { Array(file.bytes[$0]) }
        }
    }

    /// True when ``png(for:)`` would return a picture for `emoji`; reads no picture.
    func contains(_ emoji: String) -> Bool {
        guard let scalar = Self.codePoint(of: emoji) else { return false }
        return (try? read { try pngRange(of: scalar, in: $0) }) != nil
    }

    /// The single code point `emoji` stands for, ignoring a trailing emoji presentation selector.
    static func codePoint(of emoji: String) -> UInt32? {
        var scalars = Array(emoji.unicodeScalars)
        if scalars.count == 2, scalars[1] == "\u{FE0F}" { scalars.removeLast() }
        return scalars.count == 1 ? scalars[0].value : nil
    }
}

private extension EmojiFont {
    static func reading<T>(_ data: Data, path: String, _ body: (File) throws -> T) throws -> T {
        do {
            return try data.withUnsafeBytes { try body(File(bytes: $0)) }
        } catch let problem as Problem {
            throw EmojiError.malformedFont(path: path, reason: problem.reason)
        }
    }

    func read<T>(_ body: (File) throws -> T) throws -> T {
        try Self.reading(data, path: path, body)
    }

    /// The file range of the PNG for `scalar`, or nil when the font has none.
    func pngRange(of scalar: UInt32, in file: File) throws -> Range<Int>? {
        guard let glyph = try glyph(for: scalar, in: file), glyph != 0,
              let record = try bitmapRecord(of: glyph, in: file) else { return nil }
        let range = try pngPayload(of: record, glyph: glyph, in: file)
        guard file.bytes[range].starts(with: Self.pngSignature) else {
            throw Problem(reason: "the bitmap of glyph \(glyph) is not a PNG")
        }
        return range
    }
}
