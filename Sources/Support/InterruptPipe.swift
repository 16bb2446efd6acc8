import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The read end of the pipe the signal handlers write to.
nonisolated(unsafe) private var interruptPipe: (read: Int32, write: Int32) = (-1, -1)

/// SIGINT, SIGHUP and SIGTERM written to a pipe instead of killing flash, so whatever waits (a
/// session reading a line, `flash serve`) wakes, closes what it has open and exits itself.
public enum InterruptPipe {
    /// The descriptor that becomes readable once a signal has come; installs the handlers on
    /// first use. -1 when no pipe could be made.
    public static var descriptor: Int32 {
        install()
        return interruptPipe.read
    }

    /// Blocks until SIGINT, SIGHUP or SIGTERM arrives.
    public static func wait() {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while poll(&descriptors, 1, -1) < 0, errno == EINTR {}
    }

    private static func install() {
        guard interruptPipe.read < 0 else { return }
        // Close-on-exec, so no helper program flash starts keeps a copy.
        guard case let .success(ends) = Spawning.pipe() else { return }
        interruptPipe = ends
        for number in [SIGINT, SIGHUP, SIGTERM] {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(interruptPipe.write, &byte, 1)
            }
        }
    }
}
