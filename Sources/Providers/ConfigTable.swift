import FoundationEssentials
import Support

/// One of flash's tab-separated tables in `Config/` (the emoji and picture overrides, OpenMoji's
/// extras): its lines that are neither blank nor a `#` comment, each with its columns trimmed.
struct ConfigTable {
    /// Each line's number, counted from 1, and its columns.
    private(set) var rows: [(line: Int, columns: [String])] = []

    /// The table at `path`, or nil when it cannot be read.
    init?(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces()
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            rows.append((number + 1, trimmed.split(separator: "\t").map { $0.trimmingSpaces() }))
        }
    }
}
