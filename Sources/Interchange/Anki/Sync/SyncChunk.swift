import Support
import Store

/// A chunk of the sync's object stream: review log entries, cards and notes as the JSON arrays
/// Anki sends (a note's sort field and checksum travel empty; the receiver works them out).
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/collection/chunks.rs
struct SyncChunk: Sendable, Equatable {
    var done = false
    var revlog: [ReplicaRevlog] = []
    var cards: [ReplicaCard] = []
    var notes: [ReplicaNote] = []

    /// At most this many objects travel in one chunk.
    static let limit = 250

    var count: Int { revlog.count + cards.count + notes.count }

    init(done: Bool = false, revlog: [ReplicaRevlog] = [], cards: [ReplicaCard] = [], notes: [ReplicaNote] = []) {
        self.done = done
        self.revlog = revlog
        self.cards = cards
        self.notes = notes
    }

    init(json: JSONValue) throws {
        guard json.members != nil else { throw SyncError.malformed(step: "chunk", detail: "not an object") }
        done = json["done"]?.bool ?? false
        revlog = try (json["revlog"]?.array ?? []).map(Self.revlog)
        cards = try (json["cards"]?.array ?? []).map(Self.card)
        notes = try (json["notes"]?.array ?? []).map(Self.note)
    }

    var json: JSONValue {
        var members = [JSONMember("done", .bool(done))]
        if !revlog.isEmpty { members.append(JSONMember("revlog", .array(revlog.map(Self.json)))) }
        if !cards.isEmpty { members.append(JSONMember("cards", .array(cards.map(Self.json)))) }
        if !notes.isEmpty { members.append(JSONMember("notes", .array(notes.map(Self.json)))) }
        return .object(members)
    }
}

extension SyncChunk {
    static func json(_ note: ReplicaNote) -> JSONValue {
        [.int(note.id), .string(note.guid), .int(note.notetypeID), .int(note.modified), .int(note.usn), .string(note.tags),
         .string(note.fields), "", "", 0, ""]
    }

    static func json(_ card: ReplicaCard) -> JSONValue {
        .array([card.id, card.noteID, card.deckID, card.ordinal, card.modified, card.usn, card.type, card.queue, card.due,
                card.interval, card.factor, card.reps, card.lapses, card.left, card.originalDue, card.originalDeckID, card.flags]
            .map { .int($0) } + [.string(card.data)])
    }

    static func json(_ entry: ReplicaRevlog) -> JSONValue {
        .array([entry.id, entry.cardID, entry.usn, entry.ease, entry.interval, entry.lastInterval, entry.factor, entry.time, entry.kind]
            .map { .int($0) })
    }

    static func note(_ value: JSONValue) throws -> ReplicaNote {
        guard let items = value.array, items.count >= 7, let id = items[0].int64, let guid = items[1].string, let mid = items[2].int64,
              let mod = items[3].int64, let usn = items[4].int64, let tags = items[5].string, let fields = items[6].string else {
            throw SyncError.malformed(step: "chunk", detail: "a note that is not [id, guid, mid, mod, usn, tags, flds, ...]")
        }
        return ReplicaNote(id: id, guid: guid, notetypeID: mid, modified: mod, usn: usn, tags: tags, fields: fields,
                           flags: items.count > 9 ? items[9].int64 ?? 0 : 0, data: items.count > 10 ? items[10].string ?? "" : "")
    }

    static func card(_ value: JSONValue) throws -> ReplicaCard {
        guard let items = value.array, items.count == 18, let data = items[17].string else {
            throw SyncError.malformed(step: "chunk", detail: "a card that is not 18 columns")
        }
        let numbers = items[0..<17].compactMap(\.int64)
        guard numbers.count == 17 else { throw SyncError.malformed(step: "chunk", detail: "a card with a column that is not a number") }
        return ReplicaCard(
            id: numbers[0], noteID: numbers[1], deckID: numbers[2], ordinal: numbers[3], modified: numbers[4], usn: numbers[5],
            type: numbers[6], queue: numbers[7], due: numbers[8], interval: numbers[9], factor: numbers[10], reps: numbers[11],
            lapses: numbers[12], left: numbers[13], originalDue: numbers[14], originalDeckID: numbers[15], flags: numbers[16], data: data)
    }

    static func revlog(_ value: JSONValue) throws -> ReplicaRevlog {
        guard let items = value.array, items.count == 9 else { throw SyncError.malformed(step: "chunk", detail: "a review entry that is not 9 columns") }
        let numbers = items.compactMap(\.int64)
        guard numbers.count == 9 else { throw SyncError.malformed(step: "chunk", detail: "a review entry with a column that is not a number") }
        return ReplicaRevlog(id: numbers[0], cardID: numbers[1], usn: numbers[2], ease: numbers[3], interval: numbers[4],
                             lastInterval: numbers[5], factor: numbers[6], time: numbers[7], kind: numbers[8])
    }
}

extension ReplicaGraves {
    package init(json: JSONValue, step: String) throws {
        func ids(_ key: String) throws -> [Int64] {
            guard let list = json[key]?.array ?? (json[key] == nil ? [] : nil) else {
                throw SyncError.malformed(step: step, detail: "graves' \(key) is not a list")
            }
            return list.compactMap(\.int64)
        }
        self.init(cards: try ids("cards"), notes: try ids("notes"), decks: try ids("decks"))
    }

    var json: JSONValue {
        .object([JSONMember("cards", .array(cards.map { .int($0) })), JSONMember("decks", .array(decks.map { .int($0) })),
                 JSONMember("notes", .array(notes.map { .int($0) }))])
    }
}
