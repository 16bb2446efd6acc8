#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif
import Support

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
        append(name)
        append("\" : ")
    }

    /// Starts an element of the open array.
    mutating func element() { separate() }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars { append(Self.escaped(scalar)) }
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func int(_ value: Int) { append(String(value)) }
    mutating func null() { append("null") }
    mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// A number as JSONEncoder writes it: the shortest text that reads back, without ".0".
    mutating func double(_ value: Double) {
        let written = value.description
        append(written.hasSuffix(".0") ? String(written.dropLast(2)) : written)
    }

    /// JSONEncoder's `.iso8601` dates: UTC, whole seconds.
    mutating func date(_ value: Date) {
        bytes.append(UInt8(ascii: "\""))
        ISO8601Text.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A member of the open object, or nothing at all for nil (JSONEncoder leaves nil out).
    mutating func member(_ name: String, _ value: String?) { if let value { key(name); string(value) } }
    mutating func member(_ name: String, _ value: Int?) { if let value { key(name); int(value) } }
    mutating func member(_ name: String, _ value: Double?) { if let value { key(name); double(value) } }
    mutating func member(_ name: String, _ value: Bool?) { if let value { key(name); bool(value) } }
    mutating func member(_ name: String, _ value: Date?) { if let value { key(name); date(value) } }
    mutating func member(_ name: String, _ values: [String]) { key(name); strings(values) }

    /// Hands the UTF-8 written so far to `output` and starts afresh in the same storage, so long
    /// output goes out in parts without growing.
    mutating func drain(to output: ([UInt8]) -> Void) {
        output(bytes)
        bytes.removeAll(keepingCapacity: true)
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
    /// Copies the text's UTF-8 at once, from its own storage.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        members.append(0)
    }

    /// An empty container is written as JSONEncoder writes it: the brackets a blank line apart.
    mutating func close(_ bracket: UInt8) {
        let count = members.removeLast()
        append(count == 0 ? "\n\n" : "\n")
        indent()
        bytes.append(bracket)
    }

    mutating func separate() {
        if members[members.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        members[members.count - 1] += 1
    }

    /// Two spaces a level.
    mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * members.count))
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
