import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes an executable script (a fake program for PATH) with a descriptor closed on exec: a
/// process another test spawns meanwhile must not inherit it open for writing, or running the
/// script fails with "Text file busy".
public func writeExecutable(_ path: String, _ text: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { return }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
}
