import Foundation
import Support
import Store
import Providers
import ListMaker

/// Pictures and sounds both ways, with Anki's media sync (`msync/`), once the collection is
/// synced: flash's files that its cards' notes name go up (zips of at most 25 files and 2.5 MB,
/// a `_meta` list of [name, member]), and the files notes from Anki name come down into flash's
/// pictures and sounds, where their cards then find them. Only what flash's lists use travels:
/// the learner's other media stay on the server.
/// - SeeAlso: https://github.com/ankitects/anki/tree/main/rslib/src/sync/media
struct MediaSync {
    let connection: SyncConnection
    let replica: AnkiReplica
    let images: ImageStore
    let sounds: SoundStore
    var counts = MediaCounts()
    /// Files fetched now, for the cards to take.
    var fetched: [String] = []

    static let filesPerZip = 25
    static let bytesPerZip = 2_621_440

    mutating func run() async throws {
        let begin = try await reply("begin", JSONValue.object([JSONMember("v", .string(SyncConnection.clientVersion))]).bytes)
        guard let serverUSN = begin["usn"]?.int64, let header = try replica.header() else {
            throw SyncError.malformed(step: "begin", detail: "no usn")
        }
        var lastUSN = header.mediaUSN
        while lastUSN < serverUSN {
            let changes = try await reply("mediaChanges", JSONValue.object([JSONMember("lastUsn", .int(lastUSN))]).bytes).array ?? []
            guard !changes.isEmpty else { break }
            for change in changes {
                guard let name = change[0]?.string, let usn = change[1]?.int64, let sha1 = change[2]?.string else { continue }
                try replica.recordMedium(name, sha1: sha1, usn: usn)
                if !sha1.isEmpty, !isHere(name), try !replica.linkedNoteNames(name).isEmpty { try replica.markMedium(name, "download") }
                lastUSN = max(lastUSN, usn)
            }
        }
        try await download()
        lastUSN = try await upload(after: lastUSN)
        try replica.setMediaUSN(lastUSN)
    }

    /// True when flash holds a picture or sound of this name.
    func isHere(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: images.path(of: name)) || FileManager.default.fileExists(atPath: sounds.path(of: name))
    }
}

private extension MediaSync {
    /// The `data` of a media method's `{"data": ..., "err": ""}` answer.
    func reply(_ method: String, _ body: [UInt8]) async throws -> JSONValue {
        let answer: JSONValue
        do {
            answer = try JSONValue.parse(try await connection.media(method, body))
        } catch let error as JSONValue.Malformed {
            throw SyncError.malformed(step: method, detail: "\(error)")
        }
        if let error = answer["err"]?.string, !error.isEmpty { throw SyncError.stepRefused(step: method, detail: error) }
        return answer["data"] ?? .null
    }

    mutating func download() async throws {
        let wanted = try replica.media("download").filter { ($0.sha1 ?? "").isEmpty == false }
        for start in stride(from: 0, to: wanted.count, by: Self.filesPerZip) {
            let names = wanted[start..<min(start + Self.filesPerZip, wanted.count)].map(\.name)
            let zip = try await connection.media("downloadFiles", JSONValue.object([JSONMember("files", .array(names.map { .string($0) }))]).bytes)
            let archive = try ZipArchive(bytes: zip)
            guard let meta = try archive.contents(of: "_meta", limit: 1 << 20), let map = try JSONValue.parse(meta).members else {
                throw SyncError.malformed(step: "downloadFiles", detail: "no _meta")
            }
            for member in map {
                guard let name = member.value.string, names.contains(name), AnkiPackageReader.isSafeMediaName(name),
                      let bytes = try archive.contents(of: member.key, limit: ImageFormat.maximumSize) else { continue }
                if try save(bytes, as: name) {
                    counts.received += 1
                    fetched.append(name)
                }
                try replica.clearMedium(name)
            }
        }
        for medium in try replica.media("download") where medium.sha1 == "" { try replica.clearMedium(medium.name) }
    }

    /// Keeps a fetched file under its own name among the pictures or the sounds; anything else is left out.
    func save(_ bytes: [UInt8], as name: String) throws -> Bool {
        let folder: URL
        if ImageFormat(magic: bytes) != nil {
            folder = images.directory
        } else if SoundFormat(magic: bytes) != nil {
            folder = sounds.directory
        } else {
            return false
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(bytes))
    }

    /// Sends flash's files its notes name that the server lacks (or has other bytes for);
    /// returns the usn the server is at, as far as flash has seen every change.
    mutating func upload(after lastUSN: Int64) async throws -> Int64 {
        var usn = lastUSN
        var batch: [(name: String, bytes: [UInt8], sha1: String)] = [], size = 0
        for medium in try replica.media("upload") {
            let path = FileManager.default.fileExists(atPath: images.path(of: medium.name)) ? images.path(of: medium.name) : sounds.path(of: medium.name)
            guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
                try replica.clearMedium(medium.name)
                continue
            }
            let bytes = Array(data), sha1 = SHA1.hex(bytes)
            guard sha1 != medium.sha1 else {
                try replica.clearMedium(medium.name)
                continue
            }
            batch.append((medium.name, bytes, sha1))
            size += bytes.count
            if batch.count == Self.filesPerZip || size >= Self.bytesPerZip {
                usn = try await send(batch, after: usn)
                (batch, size) = ([], 0)
            }
        }
        if !batch.isEmpty { usn = try await send(batch, after: usn) }
        return usn
    }

    mutating func send(_ batch: [(name: String, bytes: [UInt8], sha1: String)], after lastUSN: Int64) async throws -> Int64 {
        var zip = ZipWriter()
        for (index, file) in batch.enumerated() { try zip.add(String(index), bytes: file.bytes, compress: false) }
        try zip.add("_meta", bytes: JSONValue.array(batch.indices.map { [.string(batch[$0].name), .string(String($0))] }).bytes)
        let answer = try await reply("uploadChanges", zip.archive())
        guard let processed = answer[0]?.int64, let usn = answer[1]?.int64 else {
            throw SyncError.malformed(step: "uploadChanges", detail: "no [processed, usn]")
        }
        for file in batch {
            try replica.recordMedium(file.name, sha1: file.sha1, usn: usn)
            try replica.clearMedium(file.name)
        }
        counts.sent += Int(processed)
        // Only when nobody else uploaded meanwhile is the server's usn the one flash has seen.
        return usn == lastUSN + processed ? usn : lastUSN
    }
}
