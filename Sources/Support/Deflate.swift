import CZlib

/// zlib's deflate format, raw (as in zip members and dictzip chunks) or wrapped in gzip, with a
/// limit on what inflating may produce so a small hostile file cannot fill memory.
/// - SeeAlso: https://zlib.net/manual.html
public enum Deflate {
    /// The stream's framing: raw deflate, or gzip (header and CRC-32 trailer checked by zlib).
    public enum Framing: Sendable {
        case raw, gzip

        var windowBits: Int32 { self == .raw ? -MAX_WBITS : MAX_WBITS + 16 }
    }

    /// Inflates `input`, failing once the output would pass `limit` bytes. With `flushedChunk`
    /// the input may end at a flush point instead of the stream's end (a dictzip chunk).
    package static func inflate(_ input: [UInt8], framing: Framing = .raw, limit: Int, flushedChunk: Bool = false) throws -> [UInt8] {
        var stream = z_stream()
        guard flash_inflateInit2(&stream, framing.windowBits) == Z_OK else {
            throw CompressionError.corrupt(format: "deflate", detail: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let result: Int32 = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                if output.count + produced > limit { return Z_MEM_ERROR }
                output.append(contentsOf: chunk[0..<produced])
                if result == Z_STREAM_END { return Z_STREAM_END }
                if result != Z_OK { return result }
                // A flushed chunk ends when zlib has used all input and no longer fills the buffer.
                if flushedChunk, stream.avail_in == 0, stream.avail_out != 0 { return Z_STREAM_END }
                if stream.avail_in == 0 && produced == 0 { return Z_BUF_ERROR }
            }
        }
        switch status {
        case Z_STREAM_END: return output
        case Z_MEM_ERROR: throw CompressionError.tooLarge(limit: limit)
        case Z_BUF_ERROR: throw CompressionError.corrupt(format: "deflate", detail: "truncated")
        default: throw CompressionError.corrupt(format: "deflate", detail: message(stream, status))
        }
    }

    /// Deflates `input` at zlib's default level.
    public static func deflate(_ input: [UInt8], framing: Framing = .raw) throws -> [UInt8] {
        var stream = z_stream()
        guard flash_deflateInit2(&stream, Z_DEFAULT_COMPRESSION, framing.windowBits) == Z_OK else {
            throw CompressionError.corrupt(format: "deflate", detail: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw CompressionError.corrupt(format: "deflate", detail: message(stream, status))
        }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// The CRC-32 that zip and gzip store for their members.
    public static func crc32(_ bytes: [UInt8], continuing previous: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(uLong(previous), buffer.baseAddress, uInt(buffer.count)))
        }
    }

    private static func message(_ stream: z_stream, _ status: Int32) -> String {
        if let text = stream.msg { return String(cString: text) }
        return "zlib status \(status)"
    }
}
