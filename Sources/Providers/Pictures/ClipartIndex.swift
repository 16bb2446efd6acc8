import Foundation
import Support

/// The openclipart drawings' titles and keywords, read once from the folder's 7,458 SVGs and
/// kept in a small file (`openclipart.tsv` in flash's cache folder) for the next run. The file
/// names the folder's identity (its category folders and their newest change); a reinstalled
/// package changes it and the file is built again, and so is one that is damaged.
struct ClipartIndex: Sendable, Equatable {
    /// One drawing: where it is in the folder ("food/frying_pan_01.svg") and what it shows.
    struct Entry: Sendable, Equatable {
        let location: String
        let metadata: ClipartMetadata
    }

    let key: String
    let entries: [Entry]

    /// Where the index is kept inside flash's cache folder.
    static func file(in cacheDirectory: String) -> String { cacheDirectory + "/openclipart.tsv" }

    /// The folder's drawings: from the index file when it is sound and its key is the folder's,
    /// else read from the folder and written there for next time. Nil when there is no folder.
    static func load(folder: String, cacheDirectory: String?) -> ClipartIndex? {
        guard let key = ClipartFolder.key(of: folder) else { return nil }
        let path = cacheDirectory.map(file(in:))
        if let path, let kept = ClipartIndex(contentsOf: path), kept.key == key { return kept }
        let built = ClipartIndex(key: key, entries: ClipartFolder.entries(of: folder))
        if let path { try? built.write(to: path) }
        return built
    }
}

extension ClipartIndex {
    static let header = "flash openclipart index 1"
    /// An index file larger than this is not one flash wrote.
    static let sizeLimit = 16 * 1024 * 1024

    /// The index in `path`, or nil when it is missing, too large or not whole: every line
    /// `location<TAB>title<TAB>keyword...` with a safe `.svg` location, and the count at the end.
    init?(contentsOf path: String) {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= Self.sizeLimit,
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.removeFirst() == Self.header, lines.removeLast().isEmpty,
              let keyLine = lines.first, keyLine.hasPrefix("key\t"), let count = lines.last.flatMap(Self.count) else { return nil }
        var entries: [Entry] = []
        for line in lines.dropFirst().dropLast() {
            guard let entry = Self.entry(line) else { return nil }
            entries.append(entry)
        }
        guard entries.count == count else { return nil }
        self.init(key: String(keyLine.dropFirst(4)), entries: entries)
    }

    /// Writes the index to `path` through a temporary file, so a reader never sees half of it.
    func write(to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var text = Self.header + "\nkey\t" + key + "\n"
        for entry in entries {
            text += ([entry.location, entry.metadata.title] + entry.metadata.keywords).map(Text.printable).joined(separator: "\t") + "\n"
        }
        text += "end\t\(entries.count)\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

private extension ClipartIndex {
    static func count(_ line: Substring) -> Int? {
        line.hasPrefix("end\t") ? Int(line.dropFirst(4)) : nil
    }

    static func entry(_ line: Substring) -> Entry? {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count >= 2, columns[0].hasSuffix(".svg"), PictureSetFiles.isSafe(columns[0]), !columns[1].isEmpty else { return nil }
        return Entry(location: columns[0], metadata: ClipartMetadata(title: columns[1], keywords: Array(columns.dropFirst(2))))
    }
}
