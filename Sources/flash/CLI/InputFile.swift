import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Support

/// Reads a word file or standard input, refusing anything too large to be a word list.
enum InputFile {
    /// The file's bytes, or standard input's. On a terminal a prompt says what to do, and the
    /// first end of input (Ctrl-D) ends the list.
    static func read(path: String?, console: Console? = nil, limit: Int = FileBytes.wordListLimit) throws -> [UInt8] {
        if let path { return try FileBytes.read(path: path, limit: limit) }
        if let console, console.inputIsTerminal {
            console.note("Paste or type words, one per line or separated by commas; Ctrl-D when done")
        }
        // read(2) stops at the first read that returns nothing, as a terminal's Ctrl-D gives
        // (FileHandle waits for a second one).
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            try FileBytes.append(Array(buffer[0..<count]), to: &bytes, limit: limit)
        }
        return bytes
    }
}
