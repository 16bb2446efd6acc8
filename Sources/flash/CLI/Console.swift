import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Support
import ListMaker

/// Where flash writes: stdout for results, stderr for errors, notes and progress. Colour only
/// on a terminal, never with NO_COLOR or TERM=dumb.
final class Console: @unchecked Sendable {
    let inputIsTerminal = isatty(0) == 1
    let outputIsTerminal = isatty(1) == 1
    let errorIsTerminal = isatty(2) == 1
    /// Bold, dim and colours when colour is allowed; reports in FlashKit draw with it.
    let style: TextStyle
    private let lock = NSLock()
    private var progressShown = false

    init(environment: [String: String]) {
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        style = TextStyle(colours: isatty(1) == 1 && !noColour && environment["TERM"] != "dumb")
    }

    var usesColour: Bool { style.usesColour }

    /// Throws away what was typed at the terminal but not yet entered.
    func discardTypedInput() {
        if inputIsTerminal { tcflush(0, TCIFLUSH) }
    }

    /// Writes a line to standard output: a long one (a table of 10,000 cards) without copying
    /// it to add the newline.
    func line(_ text: String = "") {
        guard text.utf8.count > 4096 else { return write(text + "\n") }
        write(text)
        write("\n")
    }

    /// Writes each line to standard output.
    func lines(_ lines: [String]) { lines.forEach { line($0) } }

    /// Writes text to standard output without a newline (prompts).
    func write(_ text: String) {
        clearProgress()
        Self.write(text, to: 1)
    }

    /// Writes UTF-8 text to standard output as it is.
    func write(utf8 bytes: [UInt8]) {
        clearProgress()
        bytes.withUnsafeBytes { Self.write($0, to: 1) }
    }

    /// Writes one line to standard error.
    func note(_ text: String) {
        clearProgress()
        Self.write(text + "\n", to: 2)
    }

    /// Shows `text` as a progress line on stderr, replaced by the next one; only on a terminal.
    func progress(_ text: String) {
        guard errorIsTerminal else { return }
        lock.withLock {
            Self.write("\r\u{1B}[2K" + text, to: 2)
            progressShown = true
        }
    }

    func clearProgress() {
        lock.withLock {
            guard progressShown else { return }
            progressShown = false
            Self.write("\r\u{1B}[2K", to: 2)
        }
    }

    func paint(_ text: String, _ colour: Int) -> String { style.paint(text, colour) }
    func bold(_ text: String) -> String { style.bold(text) }
    func dim(_ text: String) -> String { style.dim(text) }

    static let green = TextStyle.green, red = TextStyle.red, yellow = TextStyle.yellow

    /// A list-making summary: its notes on stderr, then the summary or its JSON.
    func show(_ summary: BuildSummary, json: Bool) {
        for note in summary.notes { self.note(Text.printable(note)) }
        json ? line(JSONOutput.encode(summary)) : lines(summary.lines)
    }

    /// Writes all of `text`, from its own storage when it has one; a closed pipe ends flash
    /// quietly, as `head` expects.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count, let start = bytes.baseAddress {
            let written = Glibc.write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                exit(errno == EPIPE ? 0 : 1)
            }
            offset += written
        }
    }
}
