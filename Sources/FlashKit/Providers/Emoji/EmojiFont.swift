import Foundation

/// A colour emoji font (OpenType with `CBDT`/`CBLC` bitmaps, such as Noto Color Emoji) read in
/// place: the file is memory-mapped and every field is bounds-checked, so a truncated or hostile
/// font throws ``EmojiError/malformedFont(path:reason:)`` instead of crashing.
/// - SeeAlso: https://learn.microsoft.com/typography/opentype/spec/cblc
public struct EmojiFont: Sendable {
    /// Where Debian's fonts-noto-color-emoji installs the font.
    public static let defaultPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// The file the font was read from.
    public let path: String
    let data: Data
    let characterMap: CharacterMap
    let bitmapLocations: TableSpan
    let bitmapData: TableSpan
    let strikes: [Strike]

    /// Maps the font at `path` and reads its table directory, character map and bitmap strikes.
    public init(path: String) throws {
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
    public func png(for emoji: String) throws -> [UInt8]? {
        guard let scalar = Self.codePoint(of: emoji) else { return nil }
        return try read { file in
            try pngRange(of: scalar, in: file).map { Array(file.bytes[$0]) }
        }
    }

    /// True when ``png(for:)`` would return a picture for `emoji`; reads no picture.
    public func contains(_ emoji: String) -> Bool {
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

/// Why an emoji picture or name could not be read. Each description is one line.
public enum EmojiError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The font file is missing or unreadable.
    case unreadableFont(path: String)
    /// The font is truncated, corrupt or has no colour bitmaps; `reason` says what is wrong.
    case malformedFont(path: String, reason: String)
    /// The CLDR annotations file is missing or unreadable.
    case unreadableAnnotations(path: String)
    /// No CLDR annotations exist for the language.
    case noNames(language: String)
    /// The overrides file is unreadable, or a line of it is not `lang<TAB>word<TAB>emoji-or-dash`.
    case malformedOverrides(path: String, line: Int)

    /// One line for the user, starting with the provider's name.
    public var description: String {
        switch self {
        case .unreadableFont(let path):
            "emoji: cannot read the font \(Text.printable(path)) (install fonts-noto-color-emoji)"
        case let .malformedFont(path, reason):
            "emoji: \(Text.printable(path)) is not a usable colour emoji font: \(reason)"
        case .unreadableAnnotations(let path):
            "emoji: cannot read \(Text.printable(path)) (install unicode-cldr-core)"
        case .noNames(let language):
            "emoji: no emoji names for this language (\(language))"
        case let .malformedOverrides(path, line):
            line == 0 ? "emoji: cannot read \(Text.printable(path))"
                : "emoji: \(Text.printable(path)) line \(line) is not lang<TAB>word<TAB>emoji-or-dash"
        }
    }
}

extension EmojiFont {
    /// Where a table lies in the file.
    struct TableSpan: Sendable {
        let name: String
        let offset: Int
        let length: Int
    }

    /// The chosen `cmap` subtable: its format (4 or 12) and where it lies.
    struct CharacterMap: Sendable {
        let format: UInt16
        let span: TableSpan
    }

    /// One bitmap size (`BitmapSize` record): its index subtable array, inside `CBLC`.
    struct Strike: Sendable {
        let ppem: UInt8
        let glyphs: ClosedRange<UInt16>
        let arrayOffset: Int
        let subtableCount: Int
    }

    /// A structural problem found while reading; turned into ``EmojiError`` with the path.
    struct Problem: Error {
        let reason: String
    }

    /// A bounds-checked, big-endian view of part of the mapped file.
    struct Window {
        let bytes: UnsafeRawBufferPointer
        let span: TableSpan

        init(_ bytes: UnsafeRawBufferPointer, _ span: TableSpan) {
            self.bytes = bytes
            self.span = span
        }

        func check(_ at: Int, _ length: Int) throws {
            guard at >= 0, length >= 0, length <= span.length, at <= span.length - length else {
                throw Problem(reason: "the \(span.name) table is truncated")
            }
        }

        func u8(_ at: Int) throws -> Int {
            try check(at, 1)
            return Int(bytes[span.offset + at])
        }

        func u16(_ at: Int) throws -> Int {
            try check(at, 2)
            return Int(bytes[span.offset + at]) << 8 | Int(bytes[span.offset + at + 1])
        }

        func u32(_ at: Int) throws -> Int {
            try check(at, 4)
            let start = span.offset + at
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + $1]) }
        }

        /// A window on `length` bytes at `at`, checked to lie inside this one.
        func window(_ at: Int, _ length: Int, name: String? = nil) throws -> Window {
            try check(at, length)
            return Window(bytes, TableSpan(name: name ?? span.name, offset: span.offset + at, length: length))
        }

        /// The absolute file range of `length` bytes at `at`.
        func range(_ at: Int, _ length: Int) throws -> Range<Int> {
            try check(at, length)
            return (span.offset + at)..<(span.offset + at + length)
        }
    }

    /// The whole file as a window.
    struct File {
        let bytes: UnsafeRawBufferPointer
        var all: Window { Window(bytes, TableSpan(name: "font", offset: 0, length: bytes.count)) }
        func table(_ span: TableSpan) -> Window { Window(bytes, span) }
    }
}

private extension EmojiFont {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

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

    func glyph(for scalar: UInt32, in file: File) throws -> Int? {
        let table = file.table(characterMap.span)
        return characterMap.format == 12
            ? try Self.segmentedGlyph(for: Int(scalar), in: table)
            : try Self.segmentGlyph(for: Int(scalar), in: table)
    }

    /// `cmap` format 12: sorted groups of (first, last, first glyph), searched by halving.
    static func segmentedGlyph(for code: Int, in table: Window) throws -> Int? {
        let groups = try table.u32(12)
        try table.check(16, groups * 12)
        var low = 0, high = groups - 1
        while low <= high {
            let middle = (low + high) / 2, at = 16 + middle * 12
            let first = try table.u32(at), last = try table.u32(at + 4)
            if code < first { high = middle - 1 } else if code > last { low = middle + 1 } else {
                return try table.u32(at + 8) + code - first
            }
        }
        return nil
    }

    /// `cmap` format 4: segments for the Basic Multilingual Plane, with deltas or a glyph array.
    static func segmentGlyph(for code: Int, in table: Window) throws -> Int? {
        guard code <= 0xFFFF else { return nil }
        let segments = try table.u16(6) / 2
        let ends = 14, starts = 16 + segments * 2, deltas = starts + segments * 2, ranges = deltas + segments * 2
        try table.check(ends, segments * 8 + 2)
        guard let segment = try (0..<segments).first(where: { try table.u16(ends + $0 * 2) >= code }),
              try table.u16(starts + segment * 2) <= code else { return nil }
        let delta = try table.u16(deltas + segment * 2), rangeAt = ranges + segment * 2
        let rangeOffset = try table.u16(rangeAt)
        if rangeOffset == 0 { return (code + delta) & 0xFFFF }
        let glyph = try table.u16(rangeAt + rangeOffset + (code - table.u16(starts + segment * 2)) * 2)
        return glyph == 0 ? nil : (glyph + delta) & 0xFFFF
    }
}

private extension EmojiFont {
    /// Where a glyph's record lies in `CBDT` and its image format.
    struct BitmapRecord {
        let offset: Int
        let length: Int
        let imageFormat: Int
    }

    /// The glyph's record in the largest strike that has it.
    func bitmapRecord(of glyph: Int, in file: File) throws -> BitmapRecord? {
        guard let id = UInt16(exactly: glyph) else { return nil }
        let locations = file.table(bitmapLocations)
        for strike in strikes where strike.glyphs.contains(id) {
            for index in 0..<strike.subtableCount {
                let entry = strike.arrayOffset + index * 8
                let first = try locations.u16(entry), last = try locations.u16(entry + 2)
                guard first <= glyph, glyph <= last else { continue }
                let header = strike.arrayOffset + (try locations.u32(entry + 4))
                if let record = try Self.record(of: glyph, first: first, header: header, in: locations) { return record }
            }
        }
        return nil
    }

    /// Reads an index subtable (formats 1 to 5) for `glyph`, the subtable's first glyph being `first`.
    static func record(of glyph: Int, first: Int, header: Int, in table: Window) throws -> BitmapRecord? {
        let indexFormat = try table.u16(header), imageFormat = try table.u16(header + 2)
        let base = try table.u32(header + 4), at = header + 8, position = glyph - first
        let place: (offset: Int, length: Int)?
        switch indexFormat {
        case 1: place = try offsets(at: at + position * 4, width: 4, in: table)
        case 3: place = try offsets(at: at + position * 2, width: 2, in: table)
        case 2: place = (try table.u32(at) * position, try table.u32(at))
        case 4: place = try pairedOffsets(of: glyph, at: at, in: table)
        case 5: place = try listedOffsets(of: glyph, at: at, in: table)
        default: throw Problem(reason: "index subtable format \(indexFormat) is not supported")
        }
        guard let place, place.length > 0 else { return nil }
        return BitmapRecord(offset: base + place.offset, length: place.length, imageFormat: imageFormat)
    }

    /// Formats 1 and 3: an offset per glyph, the next one marking the end.
    static func offsets(at entry: Int, width: Int, in table: Window) throws -> (Int, Int)? {
        let read = width == 4 ? table.u32 : table.u16
        let start = try read(entry), end = try read(entry + width)
        return end > start ? (start, end - start) : nil
    }

    /// Format 4: (glyph, offset) pairs for sparse glyphs, one more pair marking the end.
    static func pairedOffsets(of glyph: Int, at: Int, in table: Window) throws -> (Int, Int)? {
        let count = try table.u32(at)
        try table.check(at + 4, (count + 1) * 4)
        guard let index = try (0..<count).first(where: { try table.u16(at + 4 + $0 * 4) == glyph }) else { return nil }
        let start = try table.u16(at + 6 + index * 4), end = try table.u16(at + 10 + index * 4)
        return end > start ? (start, end - start) : nil
    }

    /// Format 5: one image size for a sorted list of glyph ids.
    static func listedOffsets(of glyph: Int, at: Int, in table: Window) throws -> (Int, Int)? {
        let size = try table.u32(at), count = try table.u32(at + 12), ids = at + 16
        try table.check(ids, count * 2)
        var low = 0, high = count - 1
        while low <= high {
            let middle = (low + high) / 2, id = try table.u16(ids + middle * 2)
            if id == glyph { return (size * middle, size) }
            if id < glyph { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The PNG bytes of a `CBDT` record: formats 17 (small metrics), 18 (big metrics) and 19
    /// (metrics in `CBLC`) each give a 32-bit length before the data.
    func pngPayload(of record: BitmapRecord, glyph: Int, in file: File) throws -> Range<Int> {
        let metrics: Int
        switch record.imageFormat {
        case 17: metrics = 5
        case 18: metrics = 8
        case 19: metrics = 0
        default: throw Problem(reason: "glyph \(glyph) has image format \(record.imageFormat), not a PNG format")
        }
        let glyphRecord = try file.table(bitmapData).window(record.offset, record.length, name: "CBDT glyph \(glyph)")
        let length = try glyphRecord.u32(metrics)
        guard length >= Self.pngSignature.count, length <= ImageFormat.maximumSize else {
            throw Problem(reason: "the bitmap of glyph \(glyph) has an impossible length \(length)")
        }
        return try glyphRecord.range(metrics + 4, length)
    }
}

/// The parts of a font found when opening it.
private struct Layout {
    let characterMap: EmojiFont.CharacterMap
    let bitmapLocations: EmojiFont.TableSpan
    let bitmapData: EmojiFont.TableSpan
    let strikes: [EmojiFont.Strike]

    init(file: EmojiFont.File) throws {
        let tables = try Self.tables(in: file.all)
        func table(_ name: String) throws -> EmojiFont.TableSpan {
            guard let span = tables[name] else { throw EmojiFont.Problem(reason: "it has no \(name) table") }
            return span
        }
        characterMap = try Self.characterMap(in: file.table(table("cmap")))
        bitmapLocations = try table("CBLC")
        bitmapData = try table("CBDT")
        strikes = try Self.strikes(in: file.table(bitmapLocations))
    }

    /// The table directory: tag, checksum, offset and length for each table.
    static func tables(in file: EmojiFont.Window) throws -> [String: EmojiFont.TableSpan] {
        let version = try file.u32(0)
        guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version) else {
            throw EmojiFont.Problem(reason: version == 0x7474_6366 ? "it is a font collection" : "it is not an OpenType font")
        }
        var tables: [String: EmojiFont.TableSpan] = [:]
        for index in 0..<(try file.u16(4)) {
            let record = 12 + index * 16
            let tag = String(decoding: try (0..<4).map { UInt8(try file.u8(record + $0)) }, as: UTF8.self)
            let span = EmojiFont.TableSpan(name: tag, offset: try file.u32(record + 8), length: try file.u32(record + 12))
            try file.check(span.offset, span.length)
            tables[tag] = span
        }
        return tables
    }

    /// The best Unicode subtable: format 12 (full repertoire) before format 4 (BMP only).
    static func characterMap(in cmap: EmojiFont.Window) throws -> EmojiFont.CharacterMap {
        var best: (rank: Int, map: EmojiFont.CharacterMap)?
        for index in 0..<(try cmap.u16(2)) {
            let record = 4 + index * 8
            let platform = try cmap.u16(record), encoding = try cmap.u16(record + 2), offset = try cmap.u32(record + 4)
            guard platform == 0 || (platform == 3 && [1, 10].contains(encoding)) else { continue }
            let format = try cmap.u16(offset)
            guard format == 12 || format == 4 else { continue }
            let rank = (format == 12 ? 2 : 0) + (platform == 3 ? 1 : 0)
            if rank > best?.rank ?? -1 {
                let subtable = try cmap.window(offset, cmap.span.length - offset, name: "cmap format \(format)")
                best = (rank, EmojiFont.CharacterMap(format: UInt16(format), span: subtable.span))
            }
        }
        guard let best else { throw EmojiFont.Problem(reason: "it has no Unicode character map (cmap format 4 or 12)") }
        return best.map
    }

    /// The `BitmapSize` records, largest size first.
    static func strikes(in cblc: EmojiFont.Window) throws -> [EmojiFont.Strike] {
        let count = try cblc.u32(4)
        try cblc.check(8, count * 48)
        let strikes = try (0..<count).map { index in
            let record = 8 + index * 48
            let first = try cblc.u16(record + 40), last = try cblc.u16(record + 42)
            let strike = EmojiFont.Strike(
                ppem: UInt8(try cblc.u8(record + 44)), glyphs: UInt16(first)...UInt16(max(first, last)),
                arrayOffset: try cblc.u32(record), subtableCount: try cblc.u32(record + 8))
            try cblc.check(strike.arrayOffset, strike.subtableCount * 8)
            return strike
        }
        guard !strikes.isEmpty else { throw EmojiFont.Problem(reason: "its CBLC table has no bitmap sizes") }
        return strikes.sorted { $0.ppem > $1.ppem }
    }
}
