import FoundationEssentials

/// Reads a big text file line by line without making a string of each: the file is mapped into
/// memory and each line handed over as bytes (without its newline), so a caller can test a
/// line cheaply before decoding it. Dictionary indexes of 10 MB pass in milliseconds.
package enum LineScanner {
    /// Calls `body` with every line of the file at `path`, in order.
    package static func forEachLine(in path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end + 1
            }
        }
    }

    /// The line's bytes up to the first `separator` (the whole line when there is none).
    package static func field(_ line: UnsafeBufferPointer<UInt8>, upTo separator: UInt8) -> UnsafeBufferPointer<UInt8> {
        var end = 0
        while end < line.count, line[end] != separator { end += 1 }
        return UnsafeBufferPointer(rebasing: line[0..<end])
    }

    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
