import FoundationEssentials
import Support
import Model
import Store

/// Lists as decks, and flash's note type.
extension SyncStaging {
    /// The deck of `list`: linked already, else the deck of its name, else a new one (with the
    /// parent deck "flash", which Anki needs). A renamed list renames its deck.
    mutating func deckID(for list: WordList) throws -> Int64 {
        if let known = decks[list.id] { return known }
        let id = try findDeck(for: list)
        decks[list.id] = id
        return id
    }

    /// A list made, renamed or deleted: its deck follows; a deleted list's deck goes, with
    /// every card still in it.
    mutating func stageList(_ listID: Int64) throws {
        if let list = try mirror.list(listID) {
            _ = try deckID(for: list)
            return
        }
        guard let deckID = try links.deck(ofList: listID) else { return }
        try links.unlink(list: listID)
        for note in Set(try replica.cardsInDeck(deckID).map(\.noteID)) {
            if let card = try links.card(ofNote: note) { try links.unlink(card: card) }
            try replica.removeNote(note, usn: -1)
        }
        if try replica.object(.decks, id: deckID) != nil { try replica.removeDeck(deckID, usn: -1) }
        changed = true
    }

    /// Flash's note type in the replica, added (as the export writes it) when missing.
    mutating func flashNotetype() throws -> (id: Int64, fields: FlashNoteFields) {
        let id = AnkiPackageWriter.notetypeID
        if let known = notetypes.known(id) { return (id, known) }
        if try replica.object(.notetypes, id: id) == nil {
            let json = writer.notetype().setting("usn", to: -1)
            try replica.put(ReplicaObject(id: id, name: AnkiPackageReader.flashNoteType, modified: AnkiPackageWriter.notetypeModified,
                                          usn: -1, json: json.text), kind: .notetypes)
            changed = true
        }
        return (id, try notetypes.fields(id, replica))
    }
}

private extension SyncStaging {
    mutating func findDeck(for list: WordList) throws -> Int64 {
        let name = AnkiPackageWriter.deckName(list.name)
        if let id = try links.deck(ofList: list.id), let deck = try replica.object(.decks, id: id) {
            if deck.name != name { try rename(deck, to: name) }
            return id
        }
        try ensureParentDeck()
        if let deck = try replica.deck(named: name), try links.list(ofDeck: deck.id) == nil {
            try links.link(list: list.id, deck: deck.id)
            return deck.id
        }
        let id = try addDeck(named: name, languages: list.study)
        try links.link(list: list.id, deck: id)
        return id
    }

    mutating func rename(_ deck: ReplicaObject, to name: String) throws {
        var json = try JSONValue.parse(deck.json)
        json = json.setting("name", to: .string(name)).setting("mod", to: .int(seconds)).setting("usn", to: -1)
        try replica.put(ReplicaObject(id: deck.id, name: name, modified: seconds, usn: -1, json: json.text), kind: .decks)
        changed = true
    }

    mutating func ensureParentDeck() throws {
        guard try replica.deck(named: "flash") == nil else { return }
        _ = try addDeck(named: "flash", languages: nil)
    }

    /// A normal deck as Anki's `NormalDeckSchema11` writes one, using options preset 1; a
    /// list's deck also says its languages under "flash", which Anki keeps untouched.
    mutating func addDeck(named name: String, languages: Study?) throws -> Int64 {
        let id = try replica.freeID("anki_decks", from: Self.milliseconds(now))
        let today: JSONValue = [0, 0]
        var members: [JSONMember] = [
            JSONMember("id", .int(id)), JSONMember("mod", .int(seconds)), JSONMember("name", .string(name)), JSONMember("usn", -1),
            JSONMember("lrnToday", today), JSONMember("revToday", today), JSONMember("newToday", today), JSONMember("timeToday", today),
            JSONMember("collapsed", false), JSONMember("browserCollapsed", false), JSONMember("desc", ""), JSONMember("dyn", 0),
            JSONMember("conf", 1), JSONMember("extendNew", 0), JSONMember("extendRev", 0), JSONMember("reviewLimit", nil),
            JSONMember("newLimit", nil), JSONMember("reviewLimitToday", nil), JSONMember("newLimitToday", nil),
            JSONMember("desiredRetention", nil),
        ]
        if let languages {
            members.append(JSONMember(DeckNames.languagesKey, .object([
                JSONMember("native", .string(languages.native.code)), JSONMember("learned", .string(languages.learned.code)),
            ])))
        }
        try replica.put(ReplicaObject(id: id, name: name, modified: seconds, usn: -1, json: JSONValue.object(members).text), kind: .decks)
        changed = true
        return id
    }
}

/// Note types' fields, read once per sync.
struct NotetypeCache {
    private var cache: [Int64: FlashNoteFields] = [:]

    /// The fields of a note type already read.
    func known(_ id: Int64) -> FlashNoteFields? { cache[id] }

    mutating func fields(_ id: Int64, _ replica: AnkiReplica) throws -> FlashNoteFields {
        if let known = cache[id] { return known }
        let json = try replica.object(.notetypes, id: id).map { try JSONValue.parse($0.json) } ?? .object([])
        let fields = FlashNoteFields(notetype: json)
        cache[id] = fields
        return fields
    }
}

/// What a deck's name and JSON say about the list it is.
enum DeckNames {
    /// The member of a list's deck that holds its languages: `{"native": "en", "learned": "es"}`.
    static let languagesKey = "flash"

    /// "animals" from "flash::animals"; nil for decks outside flash's or deeper in.
    static func listName(ofDeck name: String) -> String? {
        guard name.hasPrefix("flash::") else { return nil }
        let rest = String(name.dropFirst("flash::".count))
        return rest.isEmpty || rest.contains("::") ? nil : rest
    }

    /// The languages a list's deck carries.
    static func languages(_ json: JSONValue) -> Study? {
        guard let native = json[languagesKey]?["native"]?.string.flatMap({ try? Language(code: $0) }),
              let learned = json[languagesKey]?["learned"]?.string.flatMap({ try? Language(code: $0) }) else { return nil }
        return try? Study(native: native, learned: learned)
    }
}
