import Support

extension AnkiPackageReader {
    /// Lines about what was left out, each said once: the same problem in many notes is one
    /// line that counts them ("picture 'x.png' is not in the package; left out of 3 notes").
    struct Remarks {
        private var order: [String] = []
        private var notes: [String: [String]] = [:]

        /// Notes `problem` for the note shown as `note`.
        mutating func add(_ problem: String, note: String) {
            if notes[problem] == nil { order.append(problem) }
            notes[problem, default: []].append(note)
        }

        var lines: [String] {
            order.map { problem in
                let affected = notes[problem] ?? []
                let which = affected.count == 1 ? "note '\(Text.printable(affected[0]))'" : "\(affected.count) notes"
                return "\(problem); left out of \(which)"
            }
        }
    }
}
