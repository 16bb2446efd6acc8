extension EmojiFont {
    /// The chosen `cmap` subtable: its format (4 or 12) and where it lies.
    struct CharacterMap: Sendable {
        let format: UInt16
        let span: TableSpan
    }

    /// The glyph the character map gives `scalar`, or nil when it gives none.
    func glyph(for scalar: UInt32, in file: File) throws -> Int? {
        let table = file.table(characterMap.span)
        return characterMap.format == 12
            ? try Self.segmentedGlyph(for: Int(scalar), in: table)
            : try Self.segmentGlyph(for: Int(scalar), in: table)
    }
}

extension EmojiFont.Layout {
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
}

private extension EmojiFont {
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
