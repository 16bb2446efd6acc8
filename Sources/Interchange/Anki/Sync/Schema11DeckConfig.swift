import Support
import Store

/// A schema-18 deck options preset (its row and protobuf config) as schema-11 JSON, key for
/// key as Anki's `DeckConfSchema11` writes it: the top level, then `new`, `rev` and `lapse`,
/// each with the unknown keys kept in `other`.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/deckconfig/schema11.rs
enum Schema11DeckConfig {
    static func json(_ preset: Schema18Collection.Configured) throws -> JSONValue {
        let config = try ProtobufMessage(preset.config)
        var other = Schema11Other.members(config.bytes(255), reserved: [])
        func takeOther(_ key: String, reserved: Set<String>) -> [JSONMember] {
            guard let index = other.firstIndex(where: { $0.key == key }) else { return [] }
            let inner = other.remove(at: index).value.members ?? []
            return inner.filter { !reserved.contains($0.key) }
        }
        let newOther = takeOther("new", reserved: ["order", "delays", "bury", "perDay", "initialFactor", "ints"])
        let revOther = takeOther("rev", reserved: ["maxIvl", "hardFactor", "ease4", "ivlFct", "perDay", "bury"])
        let lapseOther = takeOther("lapse", reserved: ["leechFails", "mult", "leechAction", "delays", "minInt"])
        other = other.filter { !reservedKeys.contains($0.key) }
        return .object(top(preset, config) + [
            JSONMember("new", .object(new(config) + newOther)), JSONMember("rev", .object(review(config) + revOther)),
            JSONMember("lapse", .object(lapse(config) + lapseOther)),
        ] + rest(config) + other)
    }

    static let reservedKeys: Set<String> = [
        "id", "newSortOrder", "replayq", "newPerDayMinimum", "usn", "autoplay", "dyn", "maxTaken", "reviewOrder",
        "buryInterdayLearning", "newMix", "mod", "timer", "name", "interdayLearningMix", "newGatherPriority", "fsrsWeights",
        "fsrsParams5", "fsrsParams6", "desiredRetention", "stopTimerOnAnswer", "secondsToShowQuestion", "secondsToShowAnswer",
        "questionAction", "answerAction", "waitForAudio", "sm2Retention", "weightSearch", "ignoreRevlogsBeforeDate",
        "easyDaysPercentages",
    ]
}

private extension Schema11DeckConfig {
    static func uint32(_ config: ProtobufMessage, _ field: Int) -> JSONValue { .int(UInt32(truncatingIfNeeded: config.uint(field))) }
    static func float(_ config: ProtobufMessage, _ field: Int) -> JSONValue { Schema11Other.float(config.float(field)) }
    static func floats(_ config: ProtobufMessage, _ field: Int) -> JSONValue { .array(config.floats(field).map(Schema11Other.float)) }

    static func top(_ preset: Schema18Collection.Configured, _ config: ProtobufMessage) -> [JSONMember] {
        [
            JSONMember("id", .int(preset.id)), JSONMember("mod", .int(preset.modified)), JSONMember("name", .string(preset.name)),
            JSONMember("usn", .int(preset.usn)),
            JSONMember("maxTaken", .int(Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: config.uint(24))))),
            JSONMember("autoplay", .bool(!config.bool(23))), JSONMember("timer", .int(config.bool(25) ? 1 : 0)),
            JSONMember("replayq", .bool(!config.bool(26))),
        ]
    }

    static func new(_ config: ProtobufMessage) -> [JSONMember] {
        [
            JSONMember("bury", .bool(config.bool(27))), JSONMember("delays", floats(config, 1)),
            JSONMember("initialFactor", .int(UInt16(clamping: Int((config.float(11) * 1000).rounded(.towardZero))))),
            JSONMember("ints", .array([.int(UInt16(truncatingIfNeeded: config.uint(18))), .int(UInt16(truncatingIfNeeded: config.uint(19))), 0])),
            JSONMember("order", .int(config.int32(20) == 1 ? 0 : 1)), JSONMember("perDay", uint32(config, 9)),
        ]
    }

    static func review(_ config: ProtobufMessage) -> [JSONMember] {
        [
            JSONMember("bury", .bool(config.bool(28))), JSONMember("ease4", float(config, 12)), JSONMember("ivlFct", float(config, 15)),
            JSONMember("maxIvl", uint32(config, 16)), JSONMember("perDay", uint32(config, 10)), JSONMember("hardFactor", float(config, 13)),
        ]
    }

    static func lapse(_ config: ProtobufMessage) -> [JSONMember] {
        [
            JSONMember("delays", floats(config, 2)), JSONMember("leechAction", .int(config.int32(21) == 1 ? 1 : 0)),
            JSONMember("leechFails", uint32(config, 22)), JSONMember("minInt", uint32(config, 17)), JSONMember("mult", float(config, 14)),
        ]
    }

    static func rest(_ config: ProtobufMessage) -> [JSONMember] {
        let answerAction = config.int32(43)
        return [
            JSONMember("dyn", false), JSONMember("newMix", .int(config.int32(30))), JSONMember("newPerDayMinimum", uint32(config, 35)),
            JSONMember("interdayLearningMix", .int(config.int32(31))), JSONMember("reviewOrder", .int(config.int32(33))),
            JSONMember("newSortOrder", .int(config.int32(32))), JSONMember("newGatherPriority", .int(config.int32(34))),
            JSONMember("buryInterdayLearning", .bool(config.bool(29))), JSONMember("fsrsWeights", floats(config, 3)),
            JSONMember("fsrsParams5", floats(config, 5)), JSONMember("fsrsParams6", floats(config, 6)),
            JSONMember("desiredRetention", float(config, 37)), JSONMember("ignoreRevlogsBeforeDate", .string(config.string(46))),
            JSONMember("easyDaysPercentages", floats(config, 4)), JSONMember("stopTimerOnAnswer", .bool(config.bool(38))),
            JSONMember("secondsToShowQuestion", float(config, 41)), JSONMember("secondsToShowAnswer", float(config, 42)),
            JSONMember("questionAction", .int(config.int32(36) == 1 ? 1 : 0)),
            JSONMember("answerAction", .int((1...4).contains(answerAction) ? answerAction : 0)),
            JSONMember("waitForAudio", .bool(config.bool(44))), JSONMember("sm2Retention", float(config, 40)),
            JSONMember("weightSearch", .string(config.string(45))),
        ]
    }
}
