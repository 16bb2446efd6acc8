import Foundation

/// Whether a loopback server a test broke has been mended: handlers answer garbage until
/// ``mend()`` is called, then the real thing.
final class ServerRepair: @unchecked Sendable {
    private let lock = NSLock()
    private var mended = false

    var isMended: Bool { lock.withLock { mended } }

    func mend() { lock.withLock { mended = true } }
}
