import Foundation

/// Reads a file whole, refusing folders, missing files and anything larger than a limit, each
/// with one line the learner can act on.
public enum FileBytes {
    /// A file that cannot be read, or is too large: one line, naming the file.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// 5,000 items of 100 characters fit with room to spare.
    public static let wordListLimit = 8 * 1024 * 1024

    public static func read(path: String, limit: Int = wordListLimit) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(description: "cannot read '\(path)': it is a directory, not a word list") }
        guard let file = FileHandle(forReadingAtPath: path) else { throw Failure(description: "cannot read '\(path)': permission denied") }
        // A file that says it is too large is refused before a byte is read (a pipe says nothing).
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
            throw tooLarge(limit)
        }
        var bytes: [UInt8] = []
        while true {
            let chunk = try file.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { break }
            try append(Array(chunk), to: &bytes, limit: limit)
        }
        return bytes
    }

    /// Adds a chunk read from a file or a pipe, failing once the bytes pass `limit`.
    public static func append(_ chunk: [UInt8], to bytes: inout [UInt8], limit: Int) throws {
        bytes.append(contentsOf: chunk)
        guard bytes.count > limit else { return }
        throw tooLarge(limit)
    }

    static func tooLarge(_ limit: Int) -> Failure {
        let why = limit == wordListLimit ? "that is not a word list" : "too large to import"
        return Failure(description: "the input is larger than \(ByteCountText.describe(limit)): \(why)")
    }
}
