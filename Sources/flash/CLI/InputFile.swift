import Foundation

/// Reads a word file or standard input, refusing anything too large to be a word list.
enum InputFile {
    /// 5,000 items of 100 characters fit with room to spare.
    static let maximumBytes = 8 * 1024 * 1024

    static func read(path: String?) throws -> [UInt8] {
        let handle: FileHandle
        if let path {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let file = FileHandle(forReadingAtPath: path) else {
                throw CommandFailure("cannot read '\(path)': no such file")
            }
            handle = file
        } else {
            handle = FileHandle.standardInput
        }
        var bytes: [UInt8] = []
        while true {
            let chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { break }
            bytes.append(contentsOf: chunk)
            if bytes.count > maximumBytes {
                throw CommandFailure("the input is larger than \(maximumBytes / 1024 / 1024) MB: that is not a word list")
            }
        }
        return bytes
    }
}
