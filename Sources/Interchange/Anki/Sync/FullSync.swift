import Foundation
import Support
import Store

/// The two full syncs: a download replaces the replica with the server's collection (a
/// schema-18 file whose note types, decks and options become schema-11 JSON), an upload
/// replaces the server's with a schema-11 file written from the replica.
/// - SeeAlso: https://github.com/ankitects/anki/blob/main/rslib/src/sync/collection/download.rs
enum FullSync {
    /// Downloads the server's collection into a new file in `directory` and returns its path.
    static func download(_ connection: SyncConnection, into directory: URL) async throws -> String {
        let bytes = try await connection.call("download", .object([JSONMember("_pad", .null)]))
        guard bytes.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw SyncError.malformed(step: "download", detail: "not an SQLite file")
        }
        let path = directory.appendingPathComponent("download-\(UUID().uuidString).anki2").path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes), attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return path
    }

    /// Replaces the replica's note types, decks, options, tags, configuration, notes, cards,
    /// review log and graves with the downloaded collection's (attached as `schema`), and
    /// returns the header it now has.
    static func install(attached schema: String, into replica: AnkiReplica, server: String, user: String) throws -> ReplicaHeader {
        let collection = try Schema18Collection(database: replica.database, schema: schema)
        try replica.clearUnchunked()
        let fields = Dictionary(grouping: collection.fields, by: \.notetypeID)
        let templates = Dictionary(grouping: collection.templates, by: \.notetypeID)
        for notetype in collection.notetypes {
            let json = try Schema11Notetype.json(notetype, fields: fields[notetype.id] ?? [], templates: templates[notetype.id] ?? [])
            try replica.put(ReplicaObject(id: notetype.id, name: notetype.name, modified: notetype.modified, usn: notetype.usn, json: json.text),
                            kind: .notetypes)
        }
        for deck in collection.decks {
            let json = try Schema11Deck.json(deck)
            try replica.put(ReplicaObject(id: deck.id, name: Schema11Deck.humanName(deck.name), modified: deck.modified, usn: deck.usn,
                                          json: json.text), kind: .decks)
        }
        for preset in collection.deckConfigs {
            try replica.put(ReplicaObject(id: preset.id, name: preset.name, modified: preset.modified, usn: preset.usn,
                                          json: try Schema11DeckConfig.json(preset).text), kind: .deckConfigs)
        }
        for (tag, usn) in collection.tags { try replica.registerTag(tag, usn: usn) }
        try replica.copyObjects(fromAttached: schema)
        let configuration = JSONValue.object(collection.configuration.map { JSONMember($0.key, (try? JSONValue.parse($0.json)) ?? .null) })
        let header = collection.header
        let installed = ReplicaHeader(
            server: server, user: user, created: header.created, modified: header.modified, schema: header.schema, usn: header.usn,
            lastSync: header.modified, configuration: configuration.text)
        try replica.save(installed)
        return installed
    }

    /// The replica as a schema-11 collection file stamped for an upload at `now` (new schema
    /// time, usn one up, every object's usn 0), and the header the replica gets once the server
    /// has it.
    static func prepareUpload(_ replica: AnkiReplica, header: ReplicaHeader, now: Int64) throws -> ([UInt8], ReplicaHeader) {
        var uploaded = header
        (uploaded.schema, uploaded.modified, uploaded.lastSync, uploaded.usn) = (now, now, now, header.usn + 1)
        let objects = AnkiReplica.ObjectsJSON(
            notetypes: try objectMap(replica, .notetypes), decks: try objectMap(replica, .decks), deckConfigs: try objectMap(replica, .deckConfigs),
            tags: JSONValue.object(try replica.tags().map { JSONMember($0.tag, 0) }).text)
        let sortFields = try SortFields(replica)
        return (try replica.collectionFile(header: uploaded, objects: objects, sortField: sortFields.values), uploaded)
    }

    /// Sends the collection file `file`; the server answers "OK" or why not.
    static func upload(_ connection: SyncConnection, file: [UInt8]) async throws {
        let answer = String(decoding: try await connection.call("upload", bytes: file), as: UTF8.self)
        guard answer == "OK" else { throw SyncError.uploadRefused(answer) }
    }

    /// `{"ID": object, ...}` with every object's usn 0, as schema 11's `col` row keeps them.
    private static func objectMap(_ replica: AnkiReplica, _ kind: AnkiReplica.Kind) throws -> String {
        JSONValue.object(try replica.objects(kind).map { object in
            JSONMember(String(object.id), try JSONValue.parse(object.json).setting("usn", to: 0))
        }).text
    }
}

/// A note's sort field and first-field checksum, as Anki works them out: the note type's
/// sort field and first field, without HTML; the checksum is the first 32 bits of the SHA-1.
struct SortFields {
    private var sortIndexes: [Int64: Int] = [:]

    init(_ replica: AnkiReplica) throws {
        for notetype in try replica.objects(.notetypes) {
            sortIndexes[notetype.id] = Int((try? JSONValue.parse(notetype.json))?["sortf"]?.int64 ?? 0)
        }
    }

    func values(_ note: ReplicaNote) -> (SQLValue, Int64) {
        let fields = note.fieldList
        let index = sortIndexes[note.notetypeID] ?? 0
        let sort = index < fields.count ? HTMLText(html: fields[index]).text : ""
        let first = fields.first.map { HTMLText(html: $0).text } ?? ""
        return (.text(sort), Int64(AnkiPackageWriter.fieldChecksum(first)))
    }
}
