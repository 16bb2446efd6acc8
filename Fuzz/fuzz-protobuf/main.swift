import FuzzDriver
@testable import Interchange

// Reads the input as the protobuf of an Anki package's `meta` and of its media map, and field by
// field. Malformed input must be an error, never a trap.
runFuzzer { bytes in
    _ = try? AnkiPackageReader.packageVersion(bytes)
    if let entries = try? AnkiPackageReader.mediaEntries(bytes) {
        precondition(entries.allSatisfy { !$0.member.isEmpty }, "a media entry without a zip member")
    }
    var reader = AnkiPackageReader.ProtobufReader(bytes[...])
    while (try? reader.next()) != nil {}
}
