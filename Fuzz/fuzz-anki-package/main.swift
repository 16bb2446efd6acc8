import FuzzDriver
import Support
@testable import Interchange

// Reads the input as an Anki package, whole. An input that is no zip archive is read as the
// collection of a legacy package instead (wrapped in one, stored, with an empty media map), so
// that the fuzzer reaches the SQLite and note reading past the zip's CRC checks. A hostile
// package must be refused with an error, never a trap.
var limits = AnkiPackageReader.Limits()
(limits.collectionBytes, limits.notes, limits.mediaFileBytes, limits.packageBytes) = (1 << 24, 20_000, 1 << 22, 1 << 25)
let reader = AnkiPackageReader(limits: limits)

runFuzzer { bytes in
    _ = try? reader.read(ImportSource.isPackage(bytes) ? bytes : wrapped(collection: bytes))
}

/// A legacy package holding `collection` as its `collection.anki2`, stored as it is.
func wrapped(collection: [UInt8]) -> [UInt8] {
    var zip = ZipWriter()
    try? zip.add("collection.anki2", bytes: collection, compress: false)
    try? zip.add("media", bytes: Array("{}".utf8), compress: false)
    return zip.archive()
}
