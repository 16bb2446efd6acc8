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
        guard let work = Self.element("cc:Work", in: svg) else { return nil }
        let own = Self.removingAgents(from: work)
        guard let title = Self.contents(of: "dc:title", in: own).first.map(Self.plain), !title.isEmpty else { return nil }
        self.title = title
        let subject = Self.element("dc:subject", in: own) ?? ""
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
            if bytes.contains(end, from: searched) { break }
        }
        return ClipartMetadata(svg: String(decoding: bytes, as: UTF8.self))
    }
}

private extension ClipartMetadata {
    /// The text inside the first `<name ...>...</name>`, or to the end when it is not closed.
    static func element(_ name: String, in text: some StringProtocol) -> Substring? {
        guard let open = text.range(of: "<" + name) else { return nil }
        guard let start = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let body = Substring(text[text.index(after: start)...])
        return body.range(of: "</" + name + ">").map { body[..<$0.lowerBound] } ?? body
    }

    /// The work without its `<cc:Agent>` elements, whose `<dc:title>`s are people's names.
    static func removingAgents(from work: Substring) -> String {
        var kept = "", rest = work
        while let open = rest.range(of: "<cc:Agent") {
            kept += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "</cc:Agent>") else { return kept }
            rest = rest[close.upperBound...]
        }
        return kept + rest
    }

    /// The text of every `<name>...</name>` in order.
    static func contents(of name: String, in text: some StringProtocol) -> [Substring] {
        let open = "<" + name + ">", close = "</" + name + ">"
        var found: [Substring] = [], rest = Substring(text)
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            found.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// XML text as shown: the five predefined entities decoded, controls gone, spaces collapsed.
    static func plain(_ text: Substring) -> String {
        let decoded = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Text.clean(decoded)
    }
}

private extension Array where Element == UInt8 {
    /// True when `needle` occurs at or after `start`.
    func contains(_ needle: [UInt8], from start: Int) -> Bool {
        guard count >= needle.count, start <= count - needle.count else { return false }
        return (start...(count - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
