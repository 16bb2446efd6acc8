/// The two kinds of delimited text flash writes: comma-separated (RFC 4180) and tab-separated.
enum DelimitedTextFormat: String, Sendable, CaseIterable {
    case csv, tsv

    /// The separator between cells.
    var separator: DelimitedTextSeparator { self == .csv ? .comma : .tab }

    /// The format a file name's extension says (`.csv`; `.tsv` and `.tab`, and `.txt` as Anki and
    /// Quizlet write tabs there), or nil.
    init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab", "txt": self = .tsv
        default: return nil
        }
    }
}
