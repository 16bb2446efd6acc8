import Foundation
import Support

extension AnkiPackageReader {
    /// A package's zip archive as Anki lays it out: `meta` (protobuf; absent before 2.1.50) says
    /// which collection to read and whether members are zstd-compressed; `media` maps the zip
    /// members "0", "1", ... to file names, as JSON in the legacy formats and as protobuf
    /// `MediaEntries` in the current one.
    /// - SeeAlso: ankitects/anki rslib/src/import_export/package/meta.rs and media.rs
    struct Package {
        let archive: ZipArchive
        /// 1 (`collection.anki2`), 2 (`collection.anki21`) or 3 (`collection.anki21b`, zstd).
        let version: Int
        /// Each file name the media map lists, with the zip member holding it.
        private(set) var media: [String: String] = [:]
        /// Media map entries left out: their names would point outside the package.
        private(set) var remarks: [String] = []
        /// What flash wrote beside the collection, in its own packages.
        private(set) var flashRecord: FlashPackageRecord?

        init(bytes: [UInt8], limits: Limits) throws {
            do {
                archive = try ZipArchive(bytes: bytes, totalLimit: limits.packageBytes)
                version = try Self.version(of: archive)
                for (name, member) in try mediaMap() {
                    guard AnkiPackageReader.isSafeMediaName(name) else {
                        remarks.append("the media map's entry '\(Text.printable(name))' names a path outside the package; left out")
                        continue
                    }
                    media[name] = member
                }
                flashRecord = readFlashRecord()
            } catch let error as ZipError {
                throw Failure.archive(error)
            }
        }

        var collectionName: String {
            ["collection.anki2", "collection.anki21", "collection.anki21b"][version - 1]
        }

        /// The collection's SQLite bytes, unpacked.
        func collection(limit: Int) throws -> [UInt8] {
            do {
                guard let bytes = try archive.contents(of: collectionName, limit: limit) else { throw Failure.noCollection }
                return version == 3 ? try Zstandard.decompress(bytes, limit: limit) : bytes
            } catch ZipError.memberTooLarge, CompressionError.tooLarge {
                throw Failure.collectionTooLarge(limit: limit)
            } catch let error as ZipError {
                throw Failure.archive(error)
            } catch let error as CompressionError {
                throw Failure.corrupt("\(collectionName) is \(error)")
            }
        }

        /// A media file's bytes, or why it cannot be had (a phrase: "is not in the package").
        func medium(named name: String, limit: Int) -> Result<[UInt8], MediumProblem> {
            guard let member = media[name] else { return .failure(.missing) }
            do {
                guard let bytes = try archive.contents(of: member, limit: limit) else { return .failure(.missing) }
                guard version == 3, bytes.starts(with: Zstandard.magic) else { return .success(bytes) }
                return .success(try Zstandard.decompress(bytes, limit: limit))
            } catch ZipError.memberTooLarge, CompressionError.tooLarge {
                return .failure(.tooLarge(limit))
            } catch {
                return .failure(.damaged("\(error)"))
            }
        }
    }

    enum MediumProblem: Error, CustomStringConvertible {
        case outside, missing, tooLarge(Int), damaged(String), notAnImage, notASound

        var description: String {
            switch self {
            case .outside: "points outside the package"
            case .missing: "is not in the package"
            case .tooLarge(let limit): "is larger than \(ByteCountText.describe(limit))"
            case .damaged(let detail): "is damaged (\(detail))"
            case .notAnImage: "is not a PNG, JPEG, GIF or WebP image"
            case .notASound: "is not a WAV, Ogg, MP3 or FLAC recording"
            }
        }
    }

    /// A media file name as Anki allows it: a plain name, no folder, nothing that climbs out.
    static func isSafeMediaName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
    }
}

private extension AnkiPackageReader.Package {
    static func version(of archive: ZipArchive) throws -> Int {
        guard let meta = try archive.contents(of: "meta", limit: 1_024) else {
            return archive.names.contains("collection.anki21") ? 2 : 1
        }
        let version: Int
        do {
            version = try AnkiPackageReader.packageVersion(meta)
        } catch {
            throw AnkiPackageReader.Failure.corrupt("its meta is not valid protobuf (\(error))")
        }
        guard (1...3).contains(version) else { throw AnkiPackageReader.Failure.newerVersion(version) }
        return version
    }

    /// flash's record, when the package has one; one that cannot be read is left out with a remark.
    mutating func readFlashRecord() -> FlashPackageRecord? {
        guard archive.names.contains(FlashPackageRecord.memberName) else { return nil }
        guard let bytes = try? archive.contents(of: FlashPackageRecord.memberName, limit: FlashPackageRecord.maximumBytes),
              let record = FlashPackageRecord(bytes: bytes) else {
            remarks.append("flash's record in the package (\(FlashPackageRecord.memberName)) cannot be read; the cards' order, genders and languages are left out")
            return nil
        }
        return record
    }

    /// File name → zip member, from the `media` member (absent in some AnkiDroid packages).
    func mediaMap() throws -> [(String, String)] {
        let limit = 64 * 1024 * 1024
        guard let stored = try archive.contents(of: "media", limit: limit) else { return [] }
        if version == 3 {
            do {
                let bytes = try Zstandard.decompress(stored, limit: limit)
                return try AnkiPackageReader.mediaEntries(bytes).map { ($0.name, $0.member) }
            } catch {
                throw AnkiPackageReader.Failure.corrupt("its media map is unreadable (\(error))")
            }
        }
        guard let map = try? JSONSerialization.jsonObject(with: Data(stored)) as? [String: String] else {
            throw AnkiPackageReader.Failure.corrupt("its media map is not a JSON object of names")
        }
        return map.map { ($0.value, $0.key) }
    }
}
