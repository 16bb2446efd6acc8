import Support
import Store

/// Takes the server's answer to `applyChanges` into the replica as Anki does: a note type, deck
/// or options preset replaces ours unless ours is newer; a note type whose fields or templates
/// changed in number needs a full sync; tags are added; the configuration (and creation time),
/// sent when the server's collection is the newer, replaces ours.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/collection/changes.rs
struct UnchunkedMerge {
    let replica: AnkiReplica
    /// The usn stamped on what arrives.
    let usn: Int64

    func apply(_ changes: JSONValue, decks changedDecks: inout Set<Int64>) throws {
        for notetype in changes["models"]?.array ?? [] { try merge(notetype, kind: .notetypes) }
        let decksAndConfig = changes["decks"]?.array ?? []
        for deck in decksAndConfig.first?.array ?? [] {
            if let id = try merge(deck, kind: .decks) { changedDecks.insert(id) }
        }
        for preset in decksAndConfig.count > 1 ? decksAndConfig[1].array ?? [] : [] { try merge(preset, kind: .deckConfigs) }
        for tag in changes["tags"]?.array ?? [] {
            if let name = tag.string { try replica.registerTag(name, usn: usn) }
        }
        if let configuration = changes["conf"], configuration.members != nil {
            try replica.setConfiguration(configuration.text, created: changes["crt"]?.int64)
        }
    }

    /// Stores `json` unless the replica's own object is newer; returns its id when stored.
    @discardableResult
    func merge(_ json: JSONValue, kind: AnkiReplica.Kind) throws -> Int64? {
        guard let id = json["id"]?.int64, let modified = json["mod"]?.int64 else {
            throw SyncError.malformed(step: "applyChanges", detail: "an object without id or mod")
        }
        if let existing = try replica.object(kind, id: id) {
            guard existing.modified <= modified else { return nil }
            if kind == .notetypes { try checkSameShape(existing, json) }
        }
        let name = kind == .deckConfigs ? "" : json["name"]?.string ?? ""
        try replica.put(ReplicaObject(id: id, name: name, modified: modified, usn: json["usn"]?.int64 ?? usn, json: json.text), kind: kind)
        return id
    }

    func checkSameShape(_ existing: ReplicaObject, _ incoming: JSONValue) throws {
        let ours = try JSONValue.parse(existing.json)
        let sameFields = ours["flds"]?.array?.count == incoming["flds"]?.array?.count
        let sameTemplates = ours["tmpls"]?.array?.count == incoming["tmpls"]?.array?.count
        guard sameFields, sameTemplates else {
            throw SyncError.schemaChanged("the note type '\(existing.name)' gained or lost fields or card types on the server")
        }
    }
}
