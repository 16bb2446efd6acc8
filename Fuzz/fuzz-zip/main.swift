import FuzzDriver
import Support

// Reads the input as a zip archive and unpacks every member it lists. A hostile archive must be
// refused with an error, never a trap.
runFuzzer { bytes in
    guard let archive = try? ZipArchive(bytes: bytes, totalLimit: 1 << 24) else { return }
    for name in archive.names {
        _ = try? archive.contents(of: name, limit: 1 << 24)
    }
}
