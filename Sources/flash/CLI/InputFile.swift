import FlashKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a word file or standard input, refusing anything too large to be a word list.
enum InputFile {
    /// 5,000 items of 100 characters fit with room to spare.
    static let maximumBytes = 8 * 1024 * 1024

    /// The file's bytes, or standard input's. On a terminal a prompt says what to do, and the
    /// first end of input (Ctrl-D) ends the list.
    static func read(path: String?, console: Console? = nil, limit: Int = maximumBytes) throws -> [UInt8] {
        guard let path else {
            if let console, console.inputIsTerminal {
                console.note("Paste or type words, one per line or separated by commas; Ctrl-D when done")
            }
            return try readStandardInput(limit: limit)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("cannot read '\(path)': it is a directory, not a word list") }
        guard let file = FileHandle(forReadingAtPath: path) else { throw CommandFailure("cannot read '\(path)': permission denied") }
        var bytes: [UInt8] = []
        while true {
            let chunk = try file.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { break }
            try append(Array(chunk), to: &bytes, limit: limit)
        }
        return bytes
    }

    /// Reads with read(2) and stops at the first read that returns nothing, as a terminal's
    /// Ctrl-D gives (FileHandle waits for a second one).
    static func readStandardInput(limit: Int = maximumBytes) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            try append(Array(buffer[0..<count]), to: &bytes, limit: limit)
        }
        return bytes
    }

    static func append(_ chunk: [UInt8], to bytes: inout [UInt8], limit: Int) throws {
        bytes.append(contentsOf: chunk)
        if bytes.count > limit {
            throw CommandFailure("the input is larger than \(ByteCountText.describe(limit)): \(limit == maximumBytes ? "that is not a word list" : "too large to import")")
        }
    }
}
