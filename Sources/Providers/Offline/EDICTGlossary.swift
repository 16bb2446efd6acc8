import Foundation
import Glibc
import Support
import Model

/// Jim Breen's EDICT (Debian's `edict`, `/usr/share/edict/edict`), read backwards: each line is
/// `KANJI [KANA] /(pos) (1) gloss/gloss/(2) gloss/(P)/` in EUC-JP. The glosses are ASCII, so
/// lines are matched on their bytes and only a matching line's headword is decoded (iconv).
/// Archaic, derogatory and slang senses are left out; "(uk)" senses are written in kana.
/// - SeeAlso: https://www.edrdg.org/jmdict/edict_doc.html
struct EDICTGlossary: ReverseGlossary {
    package static let defaultPath = "/usr/share/edict/edict"
    /// Sense tags that keep a gloss off a card.
    static let leftOut: Set<String> = ["arch", "obs", "obsc", "rare", "derog", "vulg", "X", "sl", "abbr", "joc", "poet", "sens", "male-sl", "hist", "hon", "hum", "pref", "suf"]

    let path: String

    init?(path: String = defaultPath) {
        guard FileManager.default.isReadableFile(atPath: path) else { return nil }
        self.path = path
    }

    func entries(for keys: Set<String>) throws -> [String: [GlossEntry]] {
        try entries(for: keys, runs: Self.runs)
    }

    /// The entries for `keys`, the file read in `runs` runs of lines side by side.
    func entries(for keys: Set<String>, runs: Int) throws -> [String: [GlossEntry]] {
        guard !keys.isEmpty else { return [:] }
        let wanted = Set(keys.map { Array($0.utf8) })
        let screen = GlossScreen(wanted)
        let runs = try LineScanner.mapRuns(in: path, runs: runs) { run in
            var found: [String: [GlossEntry]] = [:]
            var scratch: [UInt8] = [], tags: [String: Tag] = [:]
            LineScanner.forEachLine(in: run) { line in
                guard Self.mayMatch(line, keys: wanted, screen: screen, scratch: &scratch) else { return }
                for (key, entry) in Self.matches(in: line, keys: wanted, scratch: &scratch, tags: &tags) { found[key, default: []].append(entry) }
            }
            return found
        }
        return runs.dropFirst().reduce(into: runs.first ?? [:]) { found, run in
            found.merge(run) { earlier, later in earlier + later }
        }
    }

    /// How many runs of lines the file is read in side by side: one for each core, up to eight.
    static var runs: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8) }

    /// What a sense's parenthesised tag says: (2) a sense's number, (P) common, (uk) usually
    /// written in kana, (v5r,vt) a part of speech, (arch) a sense left out.
    enum Tag: Equatable {
        case sense(Int), common, usuallyKana, part(PartOfSpeech), leftOut, other

        init(_ tag: String) {
            if let number = Int(tag) {
                self = .sense(number)
            } else if tag == "P" {
                self = .common
            } else if tag == "uk" {
                self = .usuallyKana
            } else if let part = EDICTGlossary.partOfSpeech(tag) {
                self = .part(part)
            } else {
                self = tag.split(separator: ",").contains(where: { EDICTGlossary.leftOut.contains(String($0)) }) ? .leftOut : .other
            }
        }
    }
}

extension EDICTGlossary {
    /// Whether any gloss of the line, its leading tags (``withoutTags(_:_:)``, as
    /// ``matches(in:keys:scratch:tags:)`` strips them) and its parentheses removed, is a wanted key: nearly all of EDICT's
    /// 180,000 lines are not, and are passed over without reading their tags.
    static func mayMatch(_ line: UnsafeBufferPointer<UInt8>, keys: Set<[UInt8]>, screen: GlossScreen, scratch: inout [UInt8]) -> Bool {
        guard let slash = line.firstIndex(of: UInt8(ascii: "/")), slash > 0 else { return false }
        var start = slash + 1
        while start < line.count {
            let end = line[start...].firstIndex(of: UInt8(ascii: "/")) ?? line.count
            _ = normalisedGloss(withoutTags(line[start..<end]), into: &scratch)
            if screen.admits(scratch), keys.contains(scratch) { return true }
            start = end + 1
        }
        return false
    }

    /// A gloss without the tags before it, "(n) (1) dog" → "dog": each "(" to the first ")"
    /// after it and the spaces that follow, each tag's text given to `tag` in order.
    static func withoutTags(_ segment: Slice<UnsafeBufferPointer<UInt8>>,
                            _ tag: (Slice<UnsafeBufferPointer<UInt8>>) -> Void = { _ in }) -> Slice<UnsafeBufferPointer<UInt8>> {
        var rest = segment
        while rest.first == UInt8(ascii: "("), let close = rest.firstIndex(of: UInt8(ascii: ")")) {
            tag(rest[(rest.startIndex + 1)..<close])
            rest = rest[(close + 1)...].drop { $0 == 0x20 }
        }
        return rest
    }

    /// A first look at a gloss, before hashing it: whether a wanted key has its length and its
    /// first and last bytes.
    struct GlossScreen: Sendable {
        private var firsts = [Bool](repeating: false, count: 1 << 16), lasts = [Bool](repeating: false, count: 1 << 16)

        init(_ keys: Set<[UInt8]>) {
            for key in keys where !key.isEmpty {
                firsts[Self.slot(key.count, key[0])] = true
                lasts[Self.slot(key.count, key[key.count - 1])] = true
            }
        }

        func admits(_ gloss: [UInt8]) -> Bool {
            guard let first = gloss.first, let last = gloss.last else { return false }
            return firsts[Self.slot(gloss.count, first)] && lasts[Self.slot(gloss.count, last)]
        }

        private static func slot(_ count: Int, _ byte: UInt8) -> Int { min(count, 255) << 8 | Int(byte) }
    }
}

extension EDICTGlossary {
    /// The line's glosses that are wanted keys, as entries.
    /// `tags` keeps what each tag says once worked out: a few hundred tags recur over 180,000 lines.
    static func matches(in line: UnsafeBufferPointer<UInt8>, keys: Set<[UInt8]>, scratch: inout [UInt8],
                        tags: inout [String: Tag]) -> [(String, GlossEntry)] {
        guard let slash = line.firstIndex(of: UInt8(ascii: "/")), slash > 0 else { return [] }
        var found: [(String, GlossEntry, usuallyKana: Bool)] = []
        var sense = 0, position = 0, part: PartOfSpeech?, common = false
        for segment in line[(slash + 1)...].split(separator: UInt8(ascii: "/")) {
            var usuallyKana = false, excluded = false
            let rest = withoutTags(segment) { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                let tag: Tag
                if let known = tags[text] {
                    tag = known
                } else {
                    tag = Tag(text)
                    tags[text] = tag
                }
                switch tag {
                case .sense(let number): (sense, position) = (number - 1, 0)
                case .common: common = true
                case .usuallyKana: usuallyKana = true
                case .part(let tagged): part = tagged
                case .leftOut: excluded = true
                case .other: break
                }
            }
            defer { position += 1 }
            guard !excluded, rest.count >= 2 else { continue }
            let exact = normalisedGloss(rest, into: &scratch)
            guard keys.contains(scratch) else { continue }
            let gloss = String(decoding: scratch, as: UTF8.self)
            found.append((gloss, GlossEntry(text: "", reading: nil, partOfSpeech: part, common: false, sense: sense, position: position, exact: exact),
                          usuallyKana))
        }
        guard !found.isEmpty, let head = EUCJP.decode(Array(line[..<slash])) else { return [] }
        let (written, kana) = headword(head)
        return found.map { key, entry, usuallyKana in
            var entry = entry
            entry.common = common
            (entry.text, entry.reading) = usuallyKana || kana == nil ? (kana ?? written, nil) : (written, kana)
            return (key, entry)
        }
    }

    /// "犬 [いぬ] " → (犬, いぬ); "パン " → (パン, nil).
    static func headword(_ text: String) -> (String, String?) {
        let trimmed = text.trimmingSpaces()
        guard let open = trimmed.firstIndex(of: "["), let close = trimmed.lastIndex(of: "]"), open < close else { return (trimmed, nil) }
        return (String(trimmed[..<open]).trimmingSpaces(), String(trimmed[trimmed.index(after: open)..<close]))
    }

    /// EDICT's part-of-speech tags: (n), (v1,vt), (v5r), (adj-i), (adj-na), (adv); nil for others.
    static func partOfSpeech(_ tag: String) -> PartOfSpeech? {
        let codes = tag.split(separator: ",").map(String.init)
        if codes.contains(where: { $0 == "n" || $0 == "n-adv" || $0 == "n-t" || $0 == "vs" }) { return .noun }
        if codes.contains(where: { $0.hasPrefix("v") && $0 != "vt" && $0 != "vi" && $0 != "vs" }) { return .verb }
        if codes.contains(where: { $0.hasPrefix("adj") }) { return .adjective }
        if codes.contains("adv") { return .adverb }
        return nil
    }
}

extension EDICTGlossary {
    /// The kana reading of a word written with kanji (犬 → いぬ): its common entry's ("(P)"),
    /// else its first entry's; nil when EDICT has no entry for it.
    static func reading(of word: String, path: String = defaultPath) throws -> String? {
        guard let encoded = EUCJP.encode(word), !encoded.isEmpty else { return nil }
        let head = encoded + Array(" [".utf8)
        var first: String?, common: String?
        try LineScanner.forEachLine(in: path) { line in
            guard common == nil, line.count > head.count, line.starts(with: head),
                  let close = line[head.count...].firstIndex(of: UInt8(ascii: "]")),
                  let reading = EUCJP.decode(Array(line[head.count..<close])) else { return }
            if first == nil { first = reading }
            if line.suffix(5).elementsEqual("/(P)/".utf8) { common = reading }
        }
        return common ?? first
    }
}

/// EUC-JP text decoded and encoded with glibc's iconv.
enum EUCJP {
    static func decode(_ bytes: [UInt8]) -> String? {
        convert(bytes, from: "EUC-JP", to: "UTF-8").map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text in EUC-JP; nil for text EUC-JP cannot write.
    static func encode(_ text: String) -> [UInt8]? {
        convert(Array(text.utf8), from: "UTF-8", to: "EUC-JP")
    }

    static func convert(_ bytes: [UInt8], from source: String, to target: String) -> [UInt8]? {
        let converter = iconv_open(target, source)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: bytes.count * 2 + 4)
        let written: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                var inPointer = inBuffer.baseAddress, outPointer = outBuffer.baseAddress
                var inLeft = inBuffer.count, outLeft = outBuffer.count
                guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
                return outBuffer.count - outLeft
            }
        }
        guard let written else { return nil }
        return output.prefix(written).map { UInt8(bitPattern: $0) }
    }
}
