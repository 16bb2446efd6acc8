import CRsvg
import Foundation
import Support

/// Draws SVG pictures into PNGs with librsvg and cairo, opened with dlopen on first use, so a
/// machine without them still runs flash, without the SVG picture sets.
/// - SeeAlso: https://gnome.pages.gitlab.gnome.org/librsvg/Rsvg-2.0/method.Handle.render_document.html
enum SVGRenderer {
    /// The Debian package that installs librsvg (and brings cairo).
    static let package = "librsvg2-2"
    /// Card size: the emoji font's pictures are 136 pixels; icons are drawn larger for print.
    static let size = 256

    /// Nil when librsvg and cairo load; otherwise one line naming the package to install.
    static var unavailableReason: String? {
        flash_rsvg_load().map { "SVG pictures skipped: \(String(cString: $0)) (apt-get install \(package))" }
    }

    /// The PNG of `svg` drawn to fit a `size` x `size` square, transparent around it; `trimmed`
    /// fits the drawing itself rather than its page (openclipart draws on A4 pages).
    static func png(_ svg: [UInt8], size: Int = size, trimmed: Bool = false) throws -> [UInt8] {
        if let reason = unavailableReason { throw SVGRenderError(message: reason) }
        let output = PNGBuffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = lock.withLock {
            svg.withUnsafeBufferPointer { buffer in
                flash_rsvg_render_png(buffer.baseAddress, buffer.count, Int32(size), Int32(size), trimmed ? 1 : 0, { closure, data, length in
                    guard let closure, let data else { return 11 }
                    Unmanaged<PNGBuffer>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return 0
                }, Unmanaged.passUnretained(output).toOpaque(), &message, message.count)
            }
        }
        guard status == 0, !output.bytes.isEmpty else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SVGRenderError(message: "the SVG could not be drawn" + (text.isEmpty ? "" : ": " + Text.printable(text)))
        }
        return output.bytes
    }
}

/// Why an SVG picture gave no PNG.
struct SVGRenderError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

private extension SVGRenderer {
    /// One drawing at a time: each takes about a millisecond, and librsvg's thread safety across
    /// handles is not promised for every version Debian ships.
    static let lock = NSLock()

    final class PNGBuffer: @unchecked Sendable {
        var bytes: [UInt8] = []
    }
}
