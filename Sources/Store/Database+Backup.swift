import CSQLite
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Database {
    /// Copies the write-ahead log of the database `source` into `path-wal`. It must run while a
    /// connection holds a write transaction on `source` that has written nothing yet: no other
    /// process then commits or checkpoints, and the log holds what the file lacks.
    static func copyLog(of source: String, to path: String) throws {
        guard FileManager.default.fileExists(atPath: source + "-wal") else { return }
        try copy(source + "-wal", to: path + "-wal")
    }

    /// Copies the database file `source` into `path`, which SQLite opens with the log
    /// ``copyLog(of:to:)`` copied as the database was. It must run inside the write transaction
    /// that log was copied in, before it commits: until then the file does not change, since a
    /// write goes to the log and only a checkpoint (after a commit) reaches the file. A kernel
    /// copy through the page cache: a 15 MB database takes milliseconds, where SQLite's
    /// page-by-page backup took most of a small sync.
    static func copyFile(of source: String, to path: String) throws {
        guard FileManager.default.fileExists(atPath: source) else { return }
        try copy(source, to: path)
    }

    /// `sendfile` from file to file in as few calls as it takes (Foundation's copy goes 4 kB at a time).
    /// - SeeAlso: https://man7.org/linux/man-pages/man2/sendfile.2.html
    private static func copy(_ source: String, to target: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source]) }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target]) }
        defer { close(output) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source]) }
        var offset: off_t = 0
        while offset < status.st_size {
            let sent = sendfile(output, input, &offset, Int(status.st_size - offset))
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target]) }
        }
    }

    /// The database `schema` ("main" or an attached one) as the bytes of its file, read through
    /// this connection: an in-memory database made to be sent or packed whole never touches the
    /// disk (writing a 2,000-card upload to a file and reading it back cost more than filling it).
    /// - SeeAlso: https://www.sqlite.org/c3ref/serialize.html
    func serialized(_ schema: String = "main") throws -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(handle, schema, &size, 0) else {
            throw SQLiteError(code: sqlite3_errcode(handle), message: "cannot read database \(schema) whole", sql: nil)
        }
        defer { sqlite3_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    /// Leaves the write-ahead log in place when the connection closes, instead of copying it
    /// into the database and waiting for the disk then; the next command that writes does it.
    func skipCheckpointOnClose() throws {
        try check(flash_sqlite3_no_checkpoint_on_close(handle), sql: nil)
    }
}
