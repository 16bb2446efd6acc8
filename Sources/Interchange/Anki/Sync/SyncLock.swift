import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One sync at a time per profile: an exclusive `flock` on a file in the sync folder, released
/// when the sync ends or its process dies.
/// - SeeAlso: https://man7.org/linux/man-pages/man2/flock.2.html
final class SyncLock {
    private var descriptor: Int32

    init(folder: URL, profileID: Int64) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = folder.appendingPathComponent("lock-\(profileID)").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw SyncBusyHere()
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

/// Another `flash sync` of the same profile is running.
struct SyncBusyHere: Error, CustomStringConvertible {
    var description: String { "another flash sync of this profile is running; wait for it to end" }
}
