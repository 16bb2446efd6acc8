import Foundation
import Support

/// The names of OpenMoji's extras (`Config/openmoji-extras.tsv`): its own drawings in the
/// Private Use Area (`E1CF.svg`, a washing machine), which the package does not name. They were
/// named by looking at each; with these names OpenMoji is found by name like the other sets.
struct OpenMojiExtras: Sendable {
    static let file = "Config/openmoji-extras.tsv"

    /// One drawing: its code ("E1CF") and its names, the one its credit shows first.
    struct Extra: Sendable {
        let code: String
        let names: [String]
    }

    private(set) var extras: [Extra] = []

    /// Reads `code<TAB>name; other name` lines, a code from E000 to F8FF and names written as
    /// words are compared (case-insensitive, NFC). `#` starts a comment line.
    init(path: String?) throws {
        guard let path else { return }
        let format = "a code from E000 to F8FF<TAB>name[; other name]"
        guard let table = ConfigTable(path: path) else { throw PictureTableError(path: path, line: 0, format: format) }
        for (line, columns) in table.rows {
            let names = columns.count == 2 ? Self.names(columns[1]) : []
            guard let code = columns.first.flatMap(Self.privateUseCode), !names.isEmpty, !names.contains("") else {
                throw PictureTableError(path: path, line: line, format: format)
            }
            extras.append(Extra(code: code, names: names))
        }
    }

    /// OpenMoji's `catalog` with each extra also found by its names and credited by the first;
    /// an extra the installed package does not have is left out.
    func naming(_ catalog: PictureSetFiles.Catalog) -> PictureSetFiles.Catalog {
        var named = catalog
        for extra in extras {
            guard let location = catalog.names[PictureSetFiles.words(of: extra.code)]?.first else { continue }
            for name in extra.names { named.names[name, default: []].append(location) }
            named.shown[location] = extra.names[0]
        }
        return named
    }
}

private extension OpenMojiExtras {
    /// "Washing machine; washer" -> ["washing machine", "washer"]; an empty name stays, to be refused.
    static func names(_ column: String) -> [String] {
        column.split(separator: ";", omittingEmptySubsequences: false).map { Text.clean(String($0)).lowercased() }
    }

    /// "e1cf" -> "E1CF": four hex digits from E000 to F8FF, else nil.
    static func privateUseCode(_ text: String) -> String? {
        guard text.count == 4, let value = UInt32(text, radix: 16), (0xE000...0xF8FF).contains(value) else { return nil }
        return text.uppercased()
    }
}
