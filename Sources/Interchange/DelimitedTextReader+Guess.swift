extension DelimitedTextReader {
    /// Separators tried when a file names none, best first: a tab is never typed inside a word,
    /// and a semicolon file often has commas inside its cells but rarely the reverse.
    static let guessed: [DelimitedTextSeparator] = [.tab, .semicolon, .comma, .pipe]

    /// The separator that splits the first rows (up to 20, outside quotes) into the same number
    /// of cells, else the one found on most of them, else a comma (one column).
    static func guessSeparator(in body: ArraySlice<UInt8>, remarks: inout [String]) -> DelimitedTextSeparator {
        let counts = separatorCounts(in: body.prefix(65_536))
        let steady = guessed.first { separator in
            let perRow = counts.map { $0[separator.bytes[0], default: 0] }
            return perRow.first.map { first in first > 0 && perRow.allSatisfy { $0 == first } } ?? false
        }
        let common = guessed.map { separator in (separator, counts.filter { $0[separator.bytes[0], default: 0] > 0 }.count) }
            .max { $0.1 < $1.1 }
        guard let chosen = steady ?? common.flatMap({ $0.1 > 0 ? $0.0 : nil }) else { return .comma }
        remarks.append("separator: \(chosen) (guessed; --separator chooses another)")
        return chosen
    }

    /// For each of the first rows, how often each candidate byte occurs outside quotes. Rows
    /// that are empty or comments are left out.
    private static func separatorCounts(in bytes: ArraySlice<UInt8>) -> [[UInt8: Int]] {
        let candidates = Set(guessed.map { $0.bytes[0] })
        var rows: [[UInt8: Int]] = [], current: [UInt8: Int] = [:]
        var quoted = false, rowStart = true, comment = false, empty = true
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted, byte == 0x0A || byte == 0x0D {
                if !comment && !empty { rows.append(current) }
                if rows.count == 20 { break }
                (current, rowStart, comment, empty) = ([:], true, false, true)
                continue
            }
            if rowStart { comment = byte == UInt8(ascii: "#") }
            rowStart = false
            if byte != 0x20 { empty = false }
            if !quoted, candidates.contains(byte) { current[byte, default: 0] += 1 }
        }
        if !comment && !empty && rows.count < 20 { rows.append(current) }
        return rows
    }
}
