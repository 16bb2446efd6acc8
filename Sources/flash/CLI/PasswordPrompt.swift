import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Reads a password from the terminal without showing it: echo is turned off while the line
/// is typed and restored after, whatever happens. Without a terminal it reads one line of
/// standard input, so a script can pipe it in.
/// - SeeAlso: https://man7.org/linux/man-pages/man3/termios.3.html
enum PasswordPrompt {
    static func read(prompt: String, console: Console) -> String? {
        guard console.inputIsTerminal else { return readLine(strippingNewline: true) }
        Console.write(prompt, to: 2)
        var saved = termios()
        guard tcgetattr(0, &saved) == 0 else { return readLine(strippingNewline: true) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(0, TCSAFLUSH, &saved)
            Console.write("\n", to: 2)
        }
        return readLine(strippingNewline: true)
    }
}
