import Foundation

/// Writes JSON text a value at a time, byte for byte as ``JSONOutput`` (JSONEncoder: pretty
/// printed, sorted keys, unescaped slashes, ISO 8601 dates) would, so that a long list can be
/// printed as it is read instead of encoded whole. The caller writes keys in sorted order.
struct PrettyJSONWriter {
    /// The text written so far.
    private(set) var text = ""
    /// Members written so far in each open object or array, outermost first.
    private var members: [Int] = []

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    /// Starts a member of the open object; `name` is a plain ASCII key.
    mutating func key(_ name: String) {
        separate()
        text += "\"" + name + "\" : "
    }

    /// Starts an element of the open array.
    mutating func element() { separate() }

    mutating func string(_ value: String) {
        text += "\""
        if value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            for scalar in value.unicodeScalars { text += Self.escaped(scalar) }
        } else {
            text += value
        }
        text += "\""
    }

    mutating func int(_ value: Int) { text += String(value) }
    mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

    /// A number as JSONEncoder writes it: the shortest text that reads back, without ".0".
    mutating func double(_ value: Double) {
        let written = value.description
        text += written.hasSuffix(".0") ? String(written.dropLast(2)) : written
    }

    mutating func date(_ value: Date) { string(value.formatted(.iso8601)) }

    /// A member of the open object, or nothing at all for nil (JSONEncoder leaves nil out).
    mutating func member(_ name: String, _ value: String?) { if let value { key(name); string(value) } }
    mutating func member(_ name: String, _ value: Int?) { if let value { key(name); int(value) } }
    mutating func member(_ name: String, _ value: Double?) { if let value { key(name); double(value) } }
    mutating func member(_ name: String, _ value: Bool?) { if let value { key(name); bool(value) } }
    mutating func member(_ name: String, _ value: Date?) { if let value { key(name); date(value) } }
    mutating func member(_ name: String, _ values: [String]) { key(name); strings(values) }

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
    mutating func open(_ bracket: String) {
        text += bracket
        members.append(0)
    }

    /// An empty container is written as JSONEncoder writes it: the brackets a blank line apart.
    mutating func close(_ bracket: String) {
        let count = members.removeLast()
        text += (count == 0 ? "\n\n" : "\n") + Self.indent(members.count) + bracket
    }

    mutating func separate() {
        text += (members[members.count - 1] == 0 ? "\n" : ",\n") + Self.indent(members.count)
        members[members.count - 1] += 1
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

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
