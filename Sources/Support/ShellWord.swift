/// A word as it must be typed on a shell command line: as it is when it is safe, else in
/// single quotes, so a hint such as `flash edit 'my list' dog` can be pasted as printed.
package enum ShellWord {
    package static func quoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return safe ? Text.printable(text) : "'" + Text.printable(text).replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
