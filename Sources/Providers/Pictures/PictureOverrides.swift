import Foundation
import Support

/// The picture sets' override table (`Config/picture-overrides.tsv`): pictures a set's name
/// matches but that show another sense (Material Design's "table" is a data table), logos, and
/// pictures a word should get that its name does not find.
struct PictureOverrides: Sendable {
    static let file = "Config/picture-overrides.tsv"

    private var added: [String: [String]] = [:]
    private var forbidden: Set<String> = []

    /// Reads `word<TAB>set<TAB>name` lines: `name` adds that picture first, `-name` forbids it,
    /// `-` forbids the whole set; the word `*` means every word. `#` starts a comment line.
    init(path: String?) throws {
        guard let path else { return }
        let format = "word<TAB>set<TAB>name, -name or -"
        guard let table = ConfigTable(path: path) else { throw PictureTableError(path: path, line: 0, format: format) }
        for (line, columns) in table.rows {
            guard columns.count == 3, !columns[0].isEmpty, !columns[1].isEmpty, !columns[2].isEmpty else {
                throw PictureTableError(path: path, line: line, format: format)
            }
            let word = columns[0] == "*" ? "*" : Text.clean(columns[0]).lowercased(), set = columns[1].lowercased()
            if columns[2] == "-" {
                forbidden.insert("\(word)\t\(set)\t*")
            } else if columns[2].hasPrefix("-") {
                forbidden.insert("\(word)\t\(set)\t\(columns[2].dropFirst())")
            } else {
                added["\(word)\t\(set)", default: []].append(columns[2])
            }
        }
    }

    /// Locations inside `set` the table adds for `word`, first.
    func additions(for word: String, in set: String) -> [String] { added["\(word)\t\(set)", default: []] }

    /// True when the table forbids `location` of `set` (or the whole set) for `word`.
    func forbids(_ location: String, in set: String, for word: String) -> Bool {
        let name = location.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? location
        return [word, "*"].contains { key in
            forbidden.contains("\(key)\t\(set)\t*") || forbidden.contains("\(key)\t\(set)\t\(name)")
        }
    }
}
