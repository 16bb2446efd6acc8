extension EmojiFont {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One bitmap size (`BitmapSize` record): its index subtable array, inside `CBLC`.
    struct Strike: Sendable {
        let ppem: UInt8
        let glyphs: ClosedRange<UInt16>
        let arrayOffset: Int
        let subtableCount: Int
    }

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

extension EmojiFont.Layout {
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

private extension EmojiFont {
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
}
