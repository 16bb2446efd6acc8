import Foundation
import Testing
@testable import FlashKit
@testable import Support

@Suite struct ZipArchiveTests {
    private let text = Array(String(repeating: "perro gato caballo ", count: 200).utf8)

    @Test func readsStoredAndDeflatedMembersInDirectoryOrder() throws {
        let archive = try ZipArchive(bytes: TestZip(members: [.init("a.txt", text), .init("b.txt", text, deflate: true)]).bytes)
        #expect(archive.names == ["a.txt", "b.txt"])
        #expect(try archive.contents(of: "a.txt", limit: text.count) == text)
        #expect(try archive.contents(of: "b.txt", limit: text.count) == text)
        #expect(try archive.contents(of: "c.txt", limit: text.count) == nil)
    }

    @Test func anEmptyArchiveHasNoMembers() throws {
        #expect(try ZipArchive(bytes: TestZip(members: []).bytes).names.isEmpty)
    }

    @Test func aCommentAndAZip64EndRecordAreRead() throws {
        var zip = TestZip(members: [.init("collection.anki21", text, deflate: true), .init("0", [1, 2, 3])])
        zip.comment = Array("PK\u{05}\u{06} a comment that looks like an end record".utf8)
        zip.zip64 = true
        let archive = try ZipArchive(bytes: zip.bytes)
        #expect(archive.names == ["collection.anki21", "0"])
        #expect(try archive.contents(of: "0", limit: 3) == [1, 2, 3])
    }

    @Test func aZipBombIsRefusedBeforeItIsInflated() throws {
        let bomb = TestZip(members: [.init("bomb", [UInt8](repeating: 0, count: 20_000_000), deflate: true)]).bytes
        #expect(bomb.count < 100_000)
        let archive = try ZipArchive(bytes: bomb)
        try expectOneLine(ZipError.memberTooLarge("bomb", limit: 1_000_000)) { _ = try archive.contents(of: "bomb", limit: 1_000_000) }
    }

    @Test func aMemberInflatingPastItsListedSizeIsDamaged() throws {
        var zip = TestZip(members: [.init("liar", [UInt8](repeating: 0, count: 5_000_000), deflate: true)])
        zip.members[0].size = 1_000
        let archive = try ZipArchive(bytes: zip.bytes)
        try expectOneLine(ZipError.damagedMember("liar", "unpacks to more than the 1000 bytes listed")) {
            _ = try archive.contents(of: "liar", limit: 100_000_000)
        }
    }

    @Test func membersListingMoreThanTheTotalLimitAreRefused() throws {
        let members = (0..<5).map { TestZip.Member("\($0)", [UInt8](repeating: 7, count: 300_000), deflate: true) }
        let bytes = TestZip(members: members).bytes
        try expectOneLine(ZipError.totalTooLarge(limit: 1_000_000)) { _ = try ZipArchive(bytes: bytes, totalLimit: 1_000_000) }
        #expect(try ZipArchive(bytes: bytes, totalLimit: 1_500_000).names.count == 5)
    }

    @Test func aTruncatedArchiveIsOneLine() throws {
        let bytes = TestZip(members: [.init("a.txt", text), .init("b.txt", text, deflate: true)]).bytes
        for length in [bytes.count - 1, bytes.count / 2, 40] {
            try expectOneLine(ZipError.truncated("no end of central directory record; the file was cut short")) {
                _ = try ZipArchive(bytes: Array(bytes.prefix(length)))
            }
        }
    }

    @Test(arguments: ["../evil.txt", "/etc/passwd", "media/../../x", "..\\x", "\\server\\x", "C:\\x", "C:x", "a\0b", ""])
    func aNameThatClimbsOutOrIsAbsoluteRefusesTheArchive(name: String) throws {
        let bytes = TestZip(members: [.init("fine.txt", text), .init(name, text)]).bytes
        try expectOneLine(ZipError.unsafeName(name)) { _ = try ZipArchive(bytes: bytes) }
    }

    @Test func namesWithFoldersOrDotsInsideAreData() throws {
        let archive = try ZipArchive(bytes: TestZip(members: [.init("media/a..b.png", text), .init("...", text)]).bytes)
        #expect(archive.names == ["media/a..b.png", "..."])
    }

    @Test func overlappingMembersAreRefused() throws {
        var zip = TestZip(members: [.init("a", text), .init("b", text)])
        zip.members[0].compressedSize = text.count + 30 + 1 + text.count
        try expectOneLine(ZipError.overlapping("a", "b")) { _ = try ZipArchive(bytes: zip.bytes) }
        zip = TestZip(members: [.init("a", text), .init("b", text)])
        zip.members[1].headerOffset = 0
        try expectOneLine(ZipError.corrupt("the local header of 'b' names another member")) { _ = try ZipArchive(bytes: zip.bytes) }
    }

    @Test func offsetsOutOfRangeAreRefused() throws {
        var zip = TestZip(members: [.init("a", text)])
        zip.members[0].headerOffset = 1_000_000
        try expectOneLine(ZipError.corrupt("the local header of 'a' is not where the directory says")) { _ = try ZipArchive(bytes: zip.bytes) }
        zip = TestZip(members: [.init("a", text)])
        zip.members[0].compressedSize = 1_000_000
        try expectOneLine(ZipError.truncated("the data of 'a' runs past its end")) { _ = try ZipArchive(bytes: zip.bytes) }
        zip = TestZip(members: [.init("a", text)])
        zip.entryCount = 60_000
        try expectOneLine(ZipError.corrupt("60000 members cannot fit a central directory of 47 bytes")) { _ = try ZipArchive(bytes: zip.bytes) }
        zip = TestZip(members: [.init("a", text)])
        zip.directoryOffset = 0xFFFF_FF00
        try expectOneLine(ZipError.truncated("the central directory runs past its end record")) { _ = try ZipArchive(bytes: zip.bytes) }
    }

    @Test func aBadChecksumIsDamaged() throws {
        var zip = TestZip(members: [.init("a", text, deflate: true)])
        zip.members[0].crc ^= 1
        let archive = try ZipArchive(bytes: zip.bytes)
        try expectOneLine(ZipError.damagedMember("a", "its CRC-32 does not match")) { _ = try archive.contents(of: "a", limit: text.count) }
    }

    @Test func duplicateNamesAreRefused() throws {
        let bytes = TestZip(members: [.init("a", text), .init("a", [1])]).bytes
        try expectOneLine(ZipError.duplicateName("a")) { _ = try ZipArchive(bytes: bytes) }
    }

    @Test func encryptionAndUnknownMethodsAreUnsupported() throws {
        var zip = TestZip(members: [.init("secret", text)])
        zip.members[0].flags |= 1
        try expectOneLine(ZipError.unsupported("member 'secret' is encrypted")) { _ = try ZipArchive(bytes: zip.bytes) }
        zip = TestZip(members: [.init("bz", text)])
        zip.members[0].method = 12
        try expectOneLine(ZipError.unsupported("member 'bz' uses compression method 12")) { _ = try ZipArchive(bytes: zip.bytes) }
    }

    @Test func garbageIsNotAZip() throws {
        for bytes in [[], [0x50, 0x4B], Array("just some text, not an archive at all".utf8)] as [[UInt8]] {
            try expectOneLine(ZipError.notAZip) { _ = try ZipArchive(bytes: bytes) }
        }
    }

    /// Every byte flipped somewhere in a valid archive gives members or one ZipError: never a
    /// trap, never another error.
    @Test func damagedArchivesFailWithAZipErrorAndNeverTrap() throws {
        let valid = TestZip(members: [.init("a.txt", text, deflate: true), .init("b", [1, 2, 3]), .init("c", text)]).bytes
        var generator = SplitMix64(seed: 12)
        print("damaged archives: seed 12")
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                let archive = try ZipArchive(bytes: bytes, totalLimit: 1 << 20)
                for name in archive.names { _ = try? archive.contents(of: name, limit: 1 << 20) }
            } catch {
                #expect(error is ZipError, "\(error)")
                #expect(!"\(error)".contains("\n"))
            }
        }
    }
}

/// Checks that `body` throws exactly `expected`, and that its message is one line.
func expectOneLine<E: Error & Equatable>(_ expected: E, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) throws {
    #expect(throws: expected, sourceLocation: sourceLocation) { try body() }
    do { try body() } catch { #expect(!"\(error)".contains("\n"), sourceLocation: sourceLocation) }
}

/// Zip archives built byte by byte for tests, with every field open to mischief: sizes,
/// offsets, checksums, flags and methods that lie, a comment, a zip64 end record.
struct TestZip {
    struct Member {
        var name: String
        var data: [UInt8]
        var method = 0
        var flags = 0x0800
        var crc: UInt32
        var size: Int
        var compressedSize: Int
        /// Where the central directory says the local header is; nil for where it really is.
        var headerOffset: Int?

        init(_ name: String, _ contents: [UInt8], deflate: Bool = false) {
            self.name = name
            data = deflate ? try! Deflate.deflate(contents) : contents
            method = deflate ? 8 : 0
            crc = Deflate.crc32(contents)
            size = contents.count
            compressedSize = data.count
        }
    }

    var members: [Member]
    var comment: [UInt8] = []
    var zip64 = false
    var entryCount: Int?
    var directoryOffset: Int?

    var bytes: [UInt8] {
        var output: [UInt8] = []
        var offsets: [Int] = []
        for member in members {
            offsets.append(output.count)
            output += le(0x0403_4B50, 4) + le(20, 2) + le(member.flags, 2) + le(member.method, 2) + le(0, 4)
            output += le(Int(member.crc), 4) + le(member.compressedSize, 4) + le(member.size, 4)
            output += le(member.name.utf8.count, 2) + le(0, 2) + Array(member.name.utf8) + member.data
        }
        let directory = output.count
        for (member, offset) in zip(members, offsets) {
            output += le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(member.flags, 2) + le(member.method, 2) + le(0, 4)
            output += le(Int(member.crc), 4) + le(member.compressedSize, 4) + le(member.size, 4)
            output += le(member.name.utf8.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4)
            output += le(member.headerOffset ?? offset, 4) + Array(member.name.utf8)
        }
        let (count, size, start) = (entryCount ?? members.count, output.count - directory, directoryOffset ?? directory)
        if zip64 {
            let record = output.count
            output += le(0x0606_4B50, 4) + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4)
            output += le(count, 8) + le(count, 8) + le(size, 8) + le(start, 8)
            output += le(0x0706_4B50, 4) + le(0, 4) + le(record, 8) + le(1, 4)
            output += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(0xFFFF, 2) + le(0xFFFF, 2) + le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4)
        } else {
            output += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(count, 2) + le(count, 2) + le(size, 4) + le(start, 4)
        }
        return output + le(comment.count, 2) + comment
    }

    private func le(_ value: Int, _ width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
