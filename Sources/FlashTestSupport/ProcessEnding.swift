import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waiting for a child the tests started, asking the kernel as well as Foundation. Once, with the
/// whole suite starting processes from many threads, Foundation never saw a `flash sync` end: the
/// process sat unreaped for fifteen minutes and `waitUntilExit` waited for ever, hanging CI.
extension Process {
    /// How the process ended, as the kernel tells it without reaping the process (Foundation
    /// does that): its exit status, or the signal that ended it, as Foundation's
    /// `terminationStatus` gives them; nil while it runs.
    public var kernelEnding: (status: Int32, bySignal: Bool)? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
              info._sifields._sigchld.si_pid == processIdentifier else { return nil }
        return (info._sifields._sigchld.si_status, info.si_code != CLD_EXITED)
    }

    /// Waits until the process has ended, asking the kernel too, then gives Foundation ten
    /// seconds to notice; false when it still runs at `deadline`.
    @discardableResult
    public func waitForEnd(until deadline: Date = .distantFuture) -> Bool {
        while isRunning, kernelEnding == nil { guard Date() < deadline else { return false }; Thread.sleep(forTimeInterval: 0.01) }
        let noticed = Date().addingTimeInterval(10)
        while isRunning, Date() < noticed { Thread.sleep(forTimeInterval: 0.01) }
        return true
    }

    /// Its exit status, or the signal that ended it: Foundation's, or the kernel's where
    /// Foundation has not seen it end; -1 while it runs.
    public var endStatus: Int32 { isRunning ? kernelEnding?.status ?? -1 : terminationStatus }

    /// Whether a signal ended it.
    public var endedBySignal: Bool { isRunning ? kernelEnding?.bySignal == true : terminationReason == .uncaughtSignal }
}
