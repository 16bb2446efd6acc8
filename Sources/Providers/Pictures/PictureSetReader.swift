import Foundation
import Model

/// Reads ``PictureSets``' candidates (`picture:art4apps/food/bread.jpg`,
/// `picture:mdi/washing-machine.svg#1a73e8`): a JPEG as it is, an SVG drawn into a PNG at card
/// size, a glyph icon in the colour after `#`. Every other candidate goes to an inner downloader.
public struct PictureSetReader: ImageDownloading {
    let inner: any ImageDownloading
    let files: PictureSetFiles
    /// The provider whose candidates these are: its catalogs, read for the lookups, are read
    /// again by no one.
    let sets: PictureSets?
    private let catalogs = Catalogs()

    init(inner: any ImageDownloading, files: PictureSetFiles, sets: PictureSets? = nil) {
        self.inner = inner
        self.files = files
        self.sets = sets
    }

    /// A reader of the sets where `.ci/install` puts them, or where `sets` reads them.
    public init(inner: any ImageDownloading, sets: PictureSets? = nil) {
        self.init(inner: inner, files: sets?.files ?? PictureSetFiles(), sets: sets)
    }

    public func bytes(for candidate: ImageCandidate) async throws -> [UInt8] {
        guard candidate.url.hasPrefix(PictureSets.scheme) else { return try await inner.bytes(for: candidate) }
        guard let (set, location, colour) = Self.parse(candidate.url),
              let catalog = catalogs.catalog(set, { sets?.readingCatalog(set) ?? files.readingCatalog(set) }),
              let bytes = try catalog.bytes(at: location) else { throw ImageError.unreadable(candidate.url) }
        guard location.hasSuffix(".svg") else { return bytes }
        return try SVGRenderer.png(set.style == .glyph ? Self.coloured(bytes, colour ?? ListStyle.grey.pictureColour) : bytes, trimmed: set.drawsOnPages)
    }
}

extension PictureSetReader {
    /// "picture:mdi/fridge.svg#1a73e8" -> (mdi, "fridge.svg", "1a73e8"); nil for an unknown set,
    /// an unsafe path or a colour that is not six hex digits.
    static func parse(_ url: String) -> (PictureSet, String, String?)? {
        let rest = url.dropFirst(PictureSets.scheme.count)
        let parts = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let slash = parts[0].firstIndex(of: "/") else { return nil }
        let id = String(parts[0][..<slash]), location = String(parts[0][parts[0].index(after: slash)...])
        let colour = parts.count > 1 ? String(parts[1]) : nil
        guard let set = PictureSet.all.first(where: { $0.id == id }), !location.isEmpty, PictureSetFiles.isSafe(location),
              colour.map({ $0.count == 6 && $0.allSatisfy(\.isHexDigit) }) ?? true else { return nil }
        return (set, location, colour)
    }

    /// The icon with its lines and shapes in `colour` (six hex digits): `currentColor` replaced,
    /// and a fill on the root element when it has none (Material Design and Font Awesome paths
    /// are black by default).
    static func coloured(_ svg: [UInt8], _ colour: String) -> [UInt8] {
        var text = String(decoding: svg, as: UTF8.self).replacingOccurrences(of: "currentColor", with: "#" + colour)
        if let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">"),
           !text[start.upperBound..<end].contains("fill=") {
            text.insert(contentsOf: " fill=\"#\(colour)\"", at: start.upperBound)
        }
        return Array(text.utf8)
    }

    /// The catalogs the reader opened, each once.
    final class Catalogs: @unchecked Sendable {
        private let lock = NSLock()
        private var loaded: [String: PictureSetFiles.Catalog?] = [:]

        func catalog(_ set: PictureSet, _ load: () -> PictureSetFiles.Catalog?) -> PictureSetFiles.Catalog? {
            lock.withLock {
                if let catalog = loaded[set.id] { return catalog }
                let catalog = load()
                loaded[set.id] = .some(catalog)
                return catalog
            }
        }
    }
}

extension ListStyle {
    /// The colour glyph icons are drawn in for a list of this style, as six hex digits: darker
    /// than the terminal's, so a white card keeps its contrast.
    package var pictureColour: String {
        switch self {
        case .grey: "4a5563"
        case .red: "c62828"
        case .orange: "e0660f"
        case .yellow: "b58900"
        case .green: "2e7d32"
        case .blue: "1a5fb4"
        case .violet: "7b3fa8"
        }
    }
}
