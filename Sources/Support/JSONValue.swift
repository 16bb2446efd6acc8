/// A JSON value that keeps what it was given: object keys in their order and numbers as their
/// text, so a document read and written again is the same document. Anki's sync protocol
/// sends objects flash must hand back unchanged (note types, decks, options with keys flash
/// never heard of), which a decoder into Swift types would lose.
/// - SeeAlso: https://www.rfc-editor.org/rfc/rfc8259
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number as written ("1", "0.9", "1e-5").
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in their order; a key given twice keeps both, as written.
    case object([JSONMember])

    /// A number from an integer.
    package static func int(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

    /// A number from a double, written as Swift writes it ("0.9", "1e-05"); JSON has no NaN or
    /// infinity, so those become 0.
    package static func double(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .number("0") }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number(String(value))
    }

    /// The member called `key`, or nil (and nil for anything but an object).
    package subscript(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index` of an array, or nil.
    package subscript(_ index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    package var isNull: Bool { self == .null }

    /// The value as an integer: a number without fraction (or with a zero one), a string of
    /// digits, or a boolean; nil otherwise.
    package var int64: Int64? {
        switch self {
        case .number(let text), .string(let text):
            if let exact = Int64(text) { return exact }
            guard let double = Double(text), double == double.rounded(), abs(double) < 9.2e18 else { return nil }
            return Int64(double)
        case .bool(let value): return value ? 1 : 0
        default: return nil
        }
    }

    package var double: Double? {
        switch self {
        case .number(let text): Double(text)
        case .string(let text): Double(text)
        default: nil
        }
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var bool: Bool? {
        switch self {
        case .bool(let value): value
        case .number: int64.map { $0 != 0 }
        default: nil
        }
    }

    package var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    package var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The object with `key` set to `value`: replaced in place when present, appended when not.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key, value))
        }
        return .object(members)
    }

    /// The object without `key`.
    package func removing(_ key: String) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != key })
    }
}

/// One member of a JSON object.
package struct JSONMember: Sendable, Equatable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int64) { self = .int(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(nilLiteral: ()) { self = .null }
}
