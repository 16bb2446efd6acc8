extension EmojiFont {
    /// The parts of a font found when opening it.
    struct Layout {
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
    }
}

private extension EmojiFont.Layout {
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
}
