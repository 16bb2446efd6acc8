import Foundation
import Support

/// One openclipart drawing's title and keywords, from the RDF block near the top of its SVG:
/// the first `<dc:title>` of the `<cc:Work>` (its creator's, publisher's and rights holder's
/// names are `<dc:title>`s inside `<cc:Agent>`, skipped) and the `<rdf:li>` of `<dc:subject>`.
struct ClipartMetadata: Sendable, Equatable {
    let title: String
    let keywords: [String]

    /// Bytes read from a file at most: every drawing Debian ships ends its metadata within 8 KB;
    /// a file without it by then is read no further.
    static let readLimit = 64 * 1024

    /// The metadata of `svg`'s text, or nil when it has no work with a title.
    init?(svg: some StringProtocol) {
        self.init(svg: Array(svg.utf8))
    }

    /// The metadata of an SVG's UTF-8 bytes, or nil when it has no work with a title. The tags
    /// are found on the bytes: an index of the whole folder reads thousands of files.
    init?(svg: [UInt8]) {
        guard let work = Self.element("cc:Work", in: svg[...]) else { return nil }
        let own = Self.removingAgents(from: work)
        guard let title = Self.contents(of: "dc:title", in: own[...]).first.map(Self.plain), !title.isEmpty else { return nil }
        self.title = title
        let subject = Self.element("dc:subject", in: own[...]) ?? []
        keywords = Self.contents(of: "rdf:li", in: subject).map(Self.plain).filter { !$0.isEmpty }
    }

    init(title: String, keywords: [String]) {
        self.title = title
        self.keywords = keywords
    }

    /// The metadata of the SVG at `path`, read up to the end of its RDF block or ``readLimit``;
    /// nil for a file that cannot be read or has no title.
    static func read(path: String) -> ClipartMetadata? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        let end = Array("</rdf:RDF>".utf8)
        var bytes: [UInt8] = []
        while bytes.count < readLimit, let chunk = try? file.read(upToCount: 8 * 1024), !chunk.isEmpty {
            let searched = max(0, bytes.count - end.count)
            bytes += chunk
            if bytes[searched...].firstPlace(of: end) != nil { break }
        }
        return ClipartMetadata(svg: bytes)
    }
}

private extension ClipartMetadata {
    typealias Bytes = ArraySlice<UInt8>

    /// The bytes inside the first `<name ...>...</name>`, or to the end when it is not closed.
    static func element(_ name: String, in text: Bytes) -> Bytes? {
        guard let open = text.firstPlace(of: Array(("<" + name).utf8)),
              let start = text[open.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let body = text[(start + 1)...]
        return body.firstPlace(of: Array(("</" + name + ">").utf8)).map { body[..<$0.lowerBound] } ?? body
    }

    /// The work without its `<cc:Agent>` elements, whose `<dc:title>`s are people's names.
    static func removingAgents(from work: Bytes) -> [UInt8] {
        let open = Array("<cc:Agent".utf8), close = Array("</cc:Agent>".utf8)
        var kept: [UInt8] = [], rest = work
        while let start = rest.firstPlace(of: open) {
            kept += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstPlace(of: close) else { return kept }
            rest = rest[end.upperBound...]
        }
        return kept + rest
    }

    /// The bytes of every `<name>...</name>` in order.
    static func contents(of name: String, in text: Bytes) -> [Bytes] {
        let open = Array("<\(name)>".utf8), close = Array("</\(name)>".utf8)
        var found: [Bytes] = [], rest = text
        while let start = rest.firstPlace(of: open), let end = rest[start.upperBound...].firstPlace(of: close) {
            found.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// XML text as shown: the five predefined entities decoded, controls gone, spaces collapsed.
    static func plain(_ bytes: Bytes) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.contains(UInt8(ascii: "&")) else { return Text.clean(text) }
        let decoded = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Text.clean(decoded)
    }
}
