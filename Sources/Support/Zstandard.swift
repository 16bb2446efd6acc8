import CZstd

/// Zstandard frames (Anki's current package format compresses its collection and media with
/// it), decompressed with a limit on the output.
/// - SeeAlso: https://facebook.github.io/zstd/zstd_manual.html
public enum Zstandard {
    /// The frame's magic number, little-endian: 28 B5 2F FD.
    package static let magic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]

    /// Decompresses every frame in `input`, failing once the output would pass `limit` bytes.
    package static func decompress(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        guard let context = ZSTD_createDCtx() else {
            throw CompressionError.corrupt(format: "zstd", detail: "could not start")
        }
        defer { ZSTD_freeDCtx(context) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
        var lastHint = 0
        try input.withUnsafeBytes { source in
            var inBuffer = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: 0)
            while inBuffer.pos < inBuffer.size {
                let (hint, produced) = chunk.withUnsafeMutableBytes { target in
                    var outBuffer = ZSTD_outBuffer(dst: target.baseAddress, size: target.count, pos: 0)
                    let hint = ZSTD_decompressStream(context, &outBuffer, &inBuffer)
                    return (hint, outBuffer.pos)
                }
                if ZSTD_isError(hint) != 0 {
                    throw CompressionError.corrupt(format: "zstd", detail: String(cString: ZSTD_getErrorName(hint)))
                }
                if output.count + produced > limit { throw CompressionError.tooLarge(limit: limit) }
                output.append(contentsOf: chunk[0..<produced])
                lastHint = hint
                if produced == 0 && hint == 0 { break }
            }
        }
        guard lastHint == 0 else { throw CompressionError.corrupt(format: "zstd", detail: "truncated") }
        return output
    }

    /// Compresses `input` as one frame at zstd's default level.
    public static func compress(_ input: [UInt8]) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: ZSTD_compressBound(input.count))
        let written = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                ZSTD_compress(target.baseAddress, target.count, source.baseAddress, source.count, 3)
            }
        }
        if ZSTD_isError(written) != 0 {
            throw CompressionError.corrupt(format: "zstd", detail: String(cString: ZSTD_getErrorName(written)))
        }
        output.removeSubrange(written...)
        return output
    }
}
