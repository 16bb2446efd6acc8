import Support
import Store

/// A schema-18 deck (its row, `common` and `kind` blobs) as schema-11 JSON, key for key as
/// Anki's `DeckSchema11` writes a normal or a filtered deck, unknown keys included.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/decks/schema11.rs
enum Schema11Deck {
    static func json(_ deck: Schema18Collection.Deck) throws -> JSONValue {
        let common = try ProtobufMessage(deck.common)
        let container = try ProtobufMessage(deck.kind)
        let day = JSONValue.int(UInt32(truncatingIfNeeded: common.uint(3)))
        func today(_ field: Int) -> JSONValue { .array([day, .int(common.int32(field))]) }
        var members: [JSONMember] = [
            JSONMember("id", .int(deck.id)), JSONMember("mod", .int(deck.modified)), JSONMember("name", .string(humanName(deck.name))),
            JSONMember("usn", .int(deck.usn)), JSONMember("lrnToday", today(6)), JSONMember("revToday", today(5)),
            JSONMember("newToday", today(4)), JSONMember("timeToday", today(7)), JSONMember("collapsed", .bool(common.bool(1))),
            JSONMember("browserCollapsed", .bool(common.bool(2))),
        ]
        let other = Schema11Other.members(common.bytes(255), reserved: reservedKeys)
        if let filtered = try container.message(2) {
            members += [JSONMember("desc", ""), JSONMember("dyn", 1)] + other + (try filteredMembers(filtered))
        } else {
            let normal = try container.message(1) ?? ProtobufMessage([])
            members.append(JSONMember("desc", .string(normal.string(4))))
            if normal.bool(5) { members.append(JSONMember("md", true)) }
            members += [JSONMember("dyn", 0)] + other + (try normalMembers(normal))
        }
        return .object(members)
    }

    /// "Languages::Spanish" from Anki's stored "Languages\u{1F}Spanish".
    static func humanName(_ stored: String) -> String {
        stored.split(separator: "\u{1F}", omittingEmptySubsequences: false).joined(separator: "::")
    }

    static let reservedKeys: Set<String> = [
        "usn", "revToday", "newLimit", "dyn", "reviewLimit", "newToday", "timeToday", "reviewLimitToday", "extendNew", "mod",
        "newLimitToday", "desc", "name", "lrnToday", "conf", "browserCollapsed", "extendRev", "id", "collapsed", "desiredRetention",
    ]
}

private extension Schema11Deck {
    static func normalMembers(_ normal: ProtobufMessage) throws -> [JSONMember] {
        func dayLimit(_ field: Int) throws -> JSONValue {
            guard let limit = try normal.message(field) else { return .null }
            return .object([JSONMember("limit", .int(UInt32(truncatingIfNeeded: limit.uint(1)))),
                            JSONMember("today", .int(UInt32(truncatingIfNeeded: limit.uint(2))))])
        }
        let retention: JSONValue = normal.optionalFloat(10).map { .int(UInt32(max(0, ($0 * 100).rounded(.towardZero)))) } ?? .null
        return [
            JSONMember("conf", .int(normal.int(1))), JSONMember("extendNew", .int(Int32(truncatingIfNeeded: normal.uint(2)))),
            JSONMember("extendRev", .int(Int32(truncatingIfNeeded: normal.uint(3)))),
            JSONMember("reviewLimit", normal.optionalUInt(6).map { .int(UInt32(truncatingIfNeeded: $0)) } ?? .null),
            JSONMember("newLimit", normal.optionalUInt(7).map { .int(UInt32(truncatingIfNeeded: $0)) } ?? .null),
            JSONMember("reviewLimitToday", try dayLimit(8)), JSONMember("newLimitToday", try dayLimit(9)),
            JSONMember("desiredRetention", retention),
        ]
    }

    static func filteredMembers(_ filtered: ProtobufMessage) throws -> [JSONMember] {
        let terms = try filtered.messages(2).map { term -> JSONValue in
            .array([.string(term.string(1)), .int(Int32(truncatingIfNeeded: term.uint(2))), .int(term.int32(3))])
        }
        let delays = filtered.floats(3)
        return [
            JSONMember("resched", .bool(filtered.bool(1))), JSONMember("terms", .array(terms)), JSONMember("separate", true),
            JSONMember("delays", delays.isEmpty ? .null : .array(delays.map(Schema11Other.float))),
            JSONMember("previewDelay", .int(UInt32(truncatingIfNeeded: filtered.uint(4)))),
            JSONMember("previewAgainSecs", .int(UInt32(truncatingIfNeeded: filtered.uint(7)))),
            JSONMember("previewHardSecs", .int(UInt32(truncatingIfNeeded: filtered.uint(5)))),
            JSONMember("previewGoodSecs", .int(UInt32(truncatingIfNeeded: filtered.uint(6)))),
        ]
    }
}
