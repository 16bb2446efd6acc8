#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes JSON text a value at a time, byte for byte as ``JSONOutput`` (JSONEncoder: pretty
/// printed, sorted keys, unescaped slashes, ISO 8601 dates) would, so that a long list can be
/// printed as it is read instead of encoded whole. The caller writes keys in sorted order.
struct PrettyJSONWriter {
    /// The UTF-8 written since the last ``take()``: bytes append faster than String pieces.
    private(set) var bytes: [UInt8] = []
    /// Members written so far in each open object or array, outermost first.
    private var members: [Int] = []

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the open object; `name` is a plain ASCII key.
    mutating func key(_ name: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "\" : ".utf8)
    }

    /// Starts an element of the open array.
    mutating func element() { separate() }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        if value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            for scalar in value.unicodeScalars { bytes.append(contentsOf: Self.escaped(scalar).utf8) }
        } else {
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }
    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// A number as JSONEncoder writes it: the shortest text that reads back, without ".0".
    mutating func double(_ value: Double) {
        let written = value.description
        bytes.append(contentsOf: (written.hasSuffix(".0") ? written.dropLast(2) : written[...]).utf8)
    }

    /// JSONEncoder's `.iso8601` dates: UTC, whole seconds. Made once, not once a date.
    static let iso8601 = Date.ISO8601FormatStyle()

    mutating func date(_ value: Date) { string(Self.iso8601.format(value)) }

    /// A member of the open object, or nothing at all for nil (JSONEncoder leaves nil out).
    mutating func member(_ name: String, _ value: String?) { if let value { key(name); string(value) } }
    mutating func member(_ name: String, _ value: Int?) { if let value { key(name); int(value) } }
    mutating func member(_ name: String, _ value: Double?) { if let value { key(name); double(value) } }
    mutating func member(_ name: String, _ value: Bool?) { if let value { key(name); bool(value) } }
    mutating func member(_ name: String, _ value: Date?) { if let value { key(name); date(value) } }
    mutating func member(_ name: String, _ values: [String]) { key(name); strings(values) }

    /// Hands over what was written and starts afresh, so long output goes out in parts.
    mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

}

private extension PrettyJSONWriter {
    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        members.append(0)
    }

    /// An empty container is written as JSONEncoder writes it: the brackets a blank line apart.
    mutating func close(_ bracket: UInt8) {
        let count = members.removeLast()
        bytes.append(contentsOf: (count == 0 ? "\n\n" : "\n").utf8)
        bytes.append(contentsOf: Self.indent(members.count))
        bytes.append(bracket)
    }

    mutating func separate() {
        bytes.append(contentsOf: (members[members.count - 1] == 0 ? "\n" : ",\n").utf8)
        bytes.append(contentsOf: Self.indent(members.count))
        members[members.count - 1] += 1
    }

    static let indents = (0..<8).map { [UInt8](repeating: UInt8(ascii: " "), count: 2 * $0) }

    static func indent(_ depth: Int) -> [UInt8] {
        depth < indents.count ? indents[depth] : [UInt8](repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\u{8}": "\\b"
        case "\t": "\\t"
        case "\n": "\\n"
        case "\u{C}": "\\f"
        case "\r": "\\r"
        case _ where scalar.value < 0x20: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: String(scalar)
        }
    }
}
