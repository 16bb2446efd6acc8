import Support
/// A dictd server's answer to one DEFINE (RFC 2229), parsed from the raw exchange that libcurl
/// returns: greeting and status lines, then a text block per definition ending in a lone ".".
/// - SeeAlso: https://www.rfc-editor.org/rfc/rfc2229#section-3.2
enum DICTReply: Equatable {
    /// One 151 block: the headword as the server names it, the database, and the text lines.
    struct Definition: Equatable {
        var headword: String
        var database: String
        var lines: [String]
    }

    /// 150 ... 250: one or more definitions.
    case definitions([Definition])
    /// 552: the word is not in the database.
    case noMatch
    /// 550: the server has no such database.
    case invalidDatabase
    /// Any other error status (420 unavailable, 530 access denied, ...).
    case failure(code: Int, message: String)

    /// Parses `bytes`; nil when they hold no complete answer to a DEFINE. Lines end in CRLF
    /// (a bare LF is accepted) and a text line starting with ".." stands for one starting with ".".
    static func parse(_ bytes: [UInt8]) -> DICTReply? {
        var definitions: [Definition] = []
        var open: Definition?
        for line in lines(bytes) {
            if var definition = open {
                if line == "." {
                    definitions.append(definition)
                    open = nil
                } else {
                    definition.lines.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                    open = definition
                }
                continue
            }
            guard let code = Int(line.prefix(3)) else { continue }
            let rest = String(line.dropFirst(4))
            switch code {
            case 151: open = definition(from: rest)
            case 250 where !definitions.isEmpty: return .definitions(definitions)
            case 552: return .noMatch
            case 550: return .invalidDatabase
            case 400...599: return .failure(code: code, message: rest)
            default: continue
            }
        }
        return nil
    }
}

private extension DICTReply {
    /// The reply's lines, each made printable whole, before anything splits it into senses, so an
    /// escape sequence cut in two by a comma or semicolon cannot leave its payload behind.
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Text.printable(String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...], as: UTF8.self))
        }
    }

    /// `"house" fd-eng-spa "English-Spanish FreeDict Dictionary"` after the 151 code.
    static func definition(from rest: String) -> Definition {
        let quoted = rest.split(separator: "\"", omittingEmptySubsequences: false)
        let headword = quoted.count > 2 ? String(quoted[1]) : ""
        let afterWord = quoted.count > 2 ? quoted[2] : Substring(rest)
        let database = afterWord.split(separator: " ").first.map(String.init) ?? ""
        return Definition(headword: headword, database: database, lines: [])
    }
}
