import Support
import Store

/// A schema-18 note type (its row's protobuf config, its fields' and templates') as the
/// schema-11 JSON Anki's sync and legacy files use, key for key as Anki's `NotetypeSchema11`
/// writes it, unknown keys (`other`) included.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/notetype/schema11.rs
enum Schema11Notetype {
    static func json(_ notetype: Schema18Collection.Configured, fields: [Schema18Collection.Field],
                     templates: [Schema18Collection.Template]) throws -> JSONValue {
        let config = try ProtobufMessage(notetype.config)
        var members: [JSONMember] = [
            JSONMember("id", .int(notetype.id)), JSONMember("name", .string(notetype.name)),
            JSONMember("type", .int(config.int32(1) == 1 ? 1 : 0)), JSONMember("mod", .int(notetype.modified)),
            JSONMember("usn", .int(notetype.usn)), JSONMember("sortf", .int(UInt16(truncatingIfNeeded: config.uint(2)))),
            JSONMember("did", config.int(4) == 0 ? .null : .int(config.int(4))),
            JSONMember("tmpls", .array(try templates.map(template))), JSONMember("flds", .array(try fields.map(field))),
            JSONMember("css", .string(config.string(3))), JSONMember("latexPre", .string(config.string(5))),
            JSONMember("latexPost", .string(config.string(6))), JSONMember("latexsvg", .bool(config.bool(7))),
            JSONMember("req", .array(try config.messages(8).map(requirement))),
        ]
        if config.int32(9) != 0 { members.append(JSONMember("originalStockKind", .int(config.int32(9)))) }
        if let original = config.optionalInt(10) { members.append(JSONMember("originalId", .int(original))) }
        members += Schema11Other.members(config.bytes(255), reserved: reservedNotetypeKeys)
        return .object(members)
    }

    static let reservedNotetypeKeys: Set<String> = [
        "latexPost", "flds", "css", "originalStockKind", "originalId", "id", "usn", "mod", "req", "latexPre", "name", "did",
        "tmpls", "type", "sortf", "latexsvg",
    ]
    static let reservedFieldKeys: Set<String> = [
        "name", "ord", "sticky", "rtl", "plainText", "font", "size", "collapsed", "description", "excludeFromSearch", "id",
        "tag", "preventDeletion",
    ]
    static let reservedTemplateKeys: Set<String> = ["name", "ord", "did", "afmt", "bafmt", "qfmt", "bqfmt", "bfont", "bsize", "id"]
}

private extension Schema11Notetype {
    static func field(_ field: Schema18Collection.Field) throws -> JSONValue {
        let config = try ProtobufMessage(field.config)
        var members: [JSONMember] = [
            JSONMember("name", .string(field.name)), JSONMember("ord", .int(UInt16(truncatingIfNeeded: field.ordinal))),
            JSONMember("sticky", .bool(config.bool(1))), JSONMember("rtl", .bool(config.bool(2))),
            JSONMember("font", .string(config.string(3))), JSONMember("size", .int(UInt16(truncatingIfNeeded: config.uint(4)))),
            JSONMember("description", .string(config.string(5))), JSONMember("plainText", .bool(config.bool(6))),
            JSONMember("collapsed", .bool(config.bool(7))), JSONMember("excludeFromSearch", .bool(config.bool(8))),
            JSONMember("id", config.optionalInt(9).map { .int($0) } ?? .null),
            JSONMember("tag", config.optionalUInt(10).map { .int(UInt32(truncatingIfNeeded: $0)) } ?? .null),
            JSONMember("preventDeletion", .bool(config.bool(11))),
        ]
        members += Schema11Other.members(config.bytes(255), reserved: reservedFieldKeys)
        return .object(members)
    }

    static func template(_ template: Schema18Collection.Template) throws -> JSONValue {
        let config = try ProtobufMessage(template.config)
        var members: [JSONMember] = [
            JSONMember("name", .string(template.name)), JSONMember("ord", .int(UInt16(truncatingIfNeeded: template.ordinal))),
            JSONMember("qfmt", .string(config.string(1))), JSONMember("afmt", .string(config.string(2))),
            JSONMember("bqfmt", .string(config.string(3))), JSONMember("bafmt", .string(config.string(4))),
            JSONMember("did", config.int(5) > 0 ? .int(config.int(5)) : .null),
            JSONMember("bfont", .string(config.string(6))), JSONMember("bsize", .int(UInt8(truncatingIfNeeded: config.uint(7)))),
            JSONMember("id", config.optionalInt(8).map { .int($0) } ?? .null),
        ]
        members += Schema11Other.members(config.bytes(255), reserved: reservedTemplateKeys)
        return .object(members)
    }

    /// `[card_ord, "any" | "all" | "none", [field ords]]`.
    static func requirement(_ message: ProtobufMessage) throws -> JSONValue {
        let kind: JSONValue = switch message.int32(2) {
        case 1: "any"
        case 2: "all"
        default: "none"
        }
        return .array([.int(UInt16(truncatingIfNeeded: message.uint(1))), kind,
                       .array(try message.uints(3).map { .int(UInt16(truncatingIfNeeded: $0)) })])
    }
}

/// The `other` bytes of Anki's protobuf configs: JSON of the keys schema 11 had that the
/// protobuf has no field for, written back as members, minus the keys it does have.
enum Schema11Other {
    static func members(_ bytes: [UInt8], reserved: Set<String>) -> [JSONMember] {
        guard !bytes.isEmpty, let members = (try? JSONValue.parse(bytes))?.members else { return [] }
        return members.filter { !reserved.contains($0.key) }
    }

    /// An f32 as serde writes it: its shortest decimal form ("0.9", "1.0").
    static func float(_ value: Float) -> JSONValue {
        value.isFinite ? .number(value.description) : .null
    }
}
