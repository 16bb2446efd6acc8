import Foundation

/// Debian's openclipart-svg folder (`/usr/share/openclipart/svg/<category>/...`): its drawings
/// of things, and its identity for ``ClipartIndex``. Symbolic links (the package's duplicates),
/// `unsorted/duplicates`, and the categories of logos, buttons, flags, shapes, icon themes,
/// road signs, smileys and page decorations are left out, and so is a second copy of a file
/// filed under two categories.
enum ClipartFolder {
    /// Folders whose drawings are not pictures of a thing, relative to the root.
    static let skipped: Set<String> = [
        "logos", "buttons", "special", "shapes", "signs_and_symbols/flags", "unsorted/duplicates",
        "computer/icons", "computer/buttons", "people/smilies", "transportation/roadsigns", "transportation/aiga-symbols",
    ]
    /// Folders deeper than this are not read (the package's deepest is five).
    static let depthLimit = 8

    /// "<folder> <category folders> <newest change>": changes when the package is installed
    /// again (dpkg renames each file into place, touching its folder) or files are added or
    /// removed in a category. Nil when `folder` is not a folder.
    static func key(of folder: String) -> String? {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return nil }
        var folders = 0, newest = modified(folder) ?? 0
        for name in names where kind(folder + "/" + name) == .typeDirectory {
            folders += 1
            newest = max(newest, modified(folder + "/" + name) ?? 0)
        }
        return "\(folder) \(folders) \(newest)"
    }

    /// Every drawing with a title, in path order.
    static func entries(of folder: String) -> [ClipartIndex.Entry] {
        var entries: [ClipartIndex.Entry] = [], seen: Set<String> = []
        walk(folder, relative: "", depth: 0) { location in
            let file = String(location.split(separator: "/").last ?? "")
            guard !seen.contains(file), let metadata = ClipartMetadata.read(path: folder + "/" + location) else { return }
            seen.insert(file)
            entries.append(ClipartIndex.Entry(location: location, metadata: metadata))
        }
        return entries
    }
}

private extension ClipartFolder {
    static func walk(_ root: String, relative: String, depth: Int, _ visit: (String) -> Void) {
        guard depth <= depthLimit, let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative) else { return }
        for name in names.sorted() {
            let location = relative.isEmpty ? name : relative + "/" + name
            switch kind(root + "/" + location) {
            case .typeDirectory? where !skipped.contains(location): walk(root, relative: location, depth: depth + 1, visit)
            case .typeRegular? where name.hasSuffix(".svg"): visit(location)
            default: continue
            }
        }
    }

    /// The file's type, a symbolic link not followed.
    static func kind(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// When the file last changed, in microseconds.
    static func modified(_ path: String) -> Int64? {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date).map { Int64($0.timeIntervalSince1970 * 1_000_000) }
    }
}
