import Foundation
import Testing
@testable import FlashKit
@testable import Support

/// Archives from ZipWriter, read back by Python's zipfile through Support/anki_check_export.py
/// (with Anki's Python, which CI installs), and the names and sizes it refuses.
@Suite struct ZipWriterTests {
    let folder = TemporaryDirectory()

    @Test(.enabled(if: AnkiPython.shouldRun, "no .venv-anki Python to read zips with"))
    func namesCRCsAndContentsRoundTripThroughPythonsZipfile() throws {
        let text = Array(String(repeating: "perro gato caballo ", count: 400).utf8)
        var generator = SplitMix64(seed: 12)
        let noise = (0..<3_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let members: [(String, [UInt8], Bool)] = [
            ("collection.anki2", text, true), ("0", noise, true), ("empty", [], true),
            ("folder/inner.txt", Array(String(repeating: "inner ", count: 9).utf8), true), ("plain.txt", text, false),
        ]
        var writer = ZipWriter()
        for (name, bytes, compress) in members { try writer.add(name, bytes: bytes, compress: compress) }
        let read = try zipfile(writer.archive())
        #expect(read.badMember == nil)
        #expect(read.members.map(\.name) == members.map(\.0))
        for ((_, bytes, _), member) in zip(members, read.members) {
            #expect(member.bytes == hex(bytes) && member.size == bytes.count && member.crc == Deflate.crc32(bytes), "\(member.name)")
        }
        #expect(read.members.map(\.method) == [8, 0, 0, 8, 0], "deflated only where asked and where it shrinks")
        #expect(read.members[0].compressedSize < text.count / 10)
    }

    @Test(.enabled(if: AnkiPython.shouldRun, "no .venv-anki Python to read zips with"))
    func anEmptyArchiveIsTheEndRecordAlone() throws {
        let archive = ZipWriter().archive()
        #expect(archive == [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18))
        let read = try zipfile(archive)
        #expect(read.members.isEmpty && read.badMember == nil)
    }

    @Test(.enabled(if: AnkiPython.shouldRun, "no .venv-anki Python to read zips with"))
    func nonASCIINamesAreFlaggedAsUTF8AndReadBackAsWritten() throws {
        let names = ["niño/ñandú.png", "日本語.txt", "perro 🐶.txt", "plain.txt"]
        var writer = ZipWriter()
        for name in names { try writer.add(name, bytes: Array(name.utf8)) }
        let read = try zipfile(writer.archive())
        #expect(read.members.map(\.name) == names)
        #expect(read.members.map(\.utf8Flag) == [true, true, true, false])
        #expect(read.members.map(\.bytes) == names.map { hex(Array($0.utf8)) })
    }

    @Test func unsafeEmptyAndDuplicateNamesAreRefused() throws {
        var writer = ZipWriter()
        for name in ["", "/etc/passwd", "../up", "a/../../up", "a\\b", "nul\u{0}"] {
            #expect(throws: ZipWriterError.invalidName(name)) { try writer.add(name, bytes: [1]) }
        }
        try writer.add("media", bytes: [1])
        #expect(throws: ZipWriterError.duplicateName("media")) { try writer.add("media", bytes: [2]) }
        let long = String(repeating: "a", count: 65_536)
        #expect(throws: ZipWriterError.nameTooLong(long)) { try writer.add(long, bytes: []) }
    }

    @Test func theSameMembersGiveTheSameBytes() throws {
        func archive() throws -> [UInt8] {
            var writer = ZipWriter()
            try writer.add("a.txt", bytes: Array(String(repeating: "abc", count: 100).utf8))
            try writer.add("b.png", bytes: [1, 2, 3], compress: false)
            return writer.archive()
        }
        #expect(try archive() == archive())
    }

    @Test func theSixtyFiveThousandFiveHundredThirtySixthMemberIsRefused() throws {
        var writer = ZipWriter()
        for index in 0..<65_535 { try writer.add(String(index), bytes: []) }
        #expect(throws: ZipWriterError.tooManyMembers) { try writer.add("one more", bytes: []) }
        #expect(writer.archive().suffix(14).prefix(4) == [0xFF, 0xFF, 0xFF, 0xFF], "65,535 members counted on this disk and in all")
    }

    @Test func anArchivePastItsSizeLimitIsRefusedNamingTheMember() throws {
        var writer = ZipWriter()
        writer.sizeLimit = 1_000
        try writer.add("first", bytes: Array(repeating: 1, count: 400), compress: false)
        #expect(throws: ZipWriterError.archiveTooLarge("second")) {
            try writer.add("second", bytes: Array(repeating: 2, count: 600), compress: false)
        }
        #expect(ZipWriter().sizeLimit == Int(UInt32.max), "4 GB, the most 32-bit offsets reach")
        #expect("\(ZipWriterError.archiveTooLarge("second"))".contains("4 GB"))
    }
}

private extension ZipWriterTests {
    struct Read: Decodable {
        struct Member: Decodable {
            let name: String, crc: UInt32, size: Int, compressedSize: Int, method: Int, utf8Flag: Bool, bytes: String
        }
        let members: [Member]
        let badMember: String?
    }

    func zipfile(_ archive: [UInt8]) throws -> Read {
        let url = folder.url.appendingPathComponent("\(UUID().uuidString).zip")
        try Data(archive).write(to: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Read.self, from: AnkiPython.runScript("anki_check_export.py", ["zip", url.path]))
    }

    func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
