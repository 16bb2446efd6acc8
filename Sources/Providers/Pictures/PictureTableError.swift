/// A picture table (the overrides, OpenMoji's extras) flash cannot read, or a line of it.
struct PictureTableError: Error, CustomStringConvertible {
    let path: String
    /// The line, counted from 1; 0 when the file cannot be read.
    let line: Int
    /// What a line holds: "word<TAB>set<TAB>name, -name or -".
    let format: String

    var description: String {
        line == 0 ? "cannot read the picture table \(path)" : "\(path), line \(line): expected \(format)"
    }
}
