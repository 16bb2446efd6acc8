extension JSONValue {
    /// Why a text is not JSON: what was found and where.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        let offset: Int
        let problem: String

        package var description: String { "not JSON (\(problem) at byte \(offset))" }
    }

    /// Parses one JSON document (RFC 8259); whitespace around it is allowed, anything else after
    /// it is not. Nesting deeper than 512 levels is refused rather than exhausting the stack.
    package static func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
        try Array(bytes).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.position == buffer.count else { throw parser.failure("text after the document") }
            return value
        }
    }

    package static func parse(_ text: String) throws -> JSONValue { try parse(Array(text.utf8)) }
}

private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    package var position = 0

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    package func failure(_ problem: String) -> JSONValue.Malformed {
        JSONValue.Malformed(offset: position, problem: problem)
    }

    package mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    package mutating func value(depth: Int) throws -> JSONValue {
        guard depth < 512 else { throw failure("nesting too deep") }
        skipSpace()
        guard position < bytes.count else { throw failure("the end") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    package mutating func object(depth: Int) throws -> JSONValue {
        position += 1
        var members: [JSONMember] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("a key expected") }
            let key = try string()
            skipSpace()
            try expect(":")
            members.append(JSONMember(key, try value(depth: depth + 1)))
            skipSpace()
            guard position < bytes.count else { throw failure("the end inside an object") }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else { throw failure("',' or '}' expected") }
        }
    }

    package mutating func array(depth: Int) throws -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard position < bytes.count else { throw failure("the end inside an array") }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "]") { return .array(elements) }
            guard next == UInt8(ascii: ",") else { throw failure("',' or ']' expected") }
        }
    }

    package mutating func expect(_ character: Unicode.Scalar) throws {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { throw failure("'\(character)' expected") }
        position += 1
    }

    package mutating func literal(_ word: StaticString) throws {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count, bytes[position..<(position + expected.count)].elementsEqual(expected) else {
            throw failure("an unknown word")
        }
        position += expected.count
    }

    /// The number's text, checked against JSON's grammar.
    package mutating func number() throws -> String {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw failure("a value expected") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("digits expected after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw failure("digits expected in an exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    package mutating func string() throws -> String {
        position += 1
        let start = position
        // Most strings have no escapes: their bytes are taken as they are.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            guard bytes[position] >= 0x20 else { throw failure("a control character in a string") }
            position += 1
        }
        guard position < bytes.count else { throw failure("an unterminated string") }
        if bytes[position] == UInt8(ascii: "\"") {
            defer { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        var scalars = Array(bytes[start..<position])
        try escapedRest(into: &scalars)
        return String(decoding: scalars, as: UTF8.self)
    }

    package mutating func escapedRest(into output: inout [UInt8]) throws {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"): try escape(into: &output)
            case ..<0x20: throw failure("a control character in a string")
            default: output.append(byte)
            }
        }
        throw failure("an unterminated string")
    }

    package mutating func escape(into output: inout [UInt8]) throws {
        guard position < bytes.count else { throw failure("an unterminated escape") }
        let kind = bytes[position]
        position += 1
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let replacement = simple[kind] { return output.append(replacement) }
        guard kind == UInt8(ascii: "u") else { throw failure("an unknown escape") }
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
           bytes[position + 1] == UInt8(ascii: "u") {
            position += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                output.append(contentsOf: Array(String(Unicode.Scalar(0xFFFD)!).utf8))
                code = low
            }
        }
        let scalar = Unicode.Scalar(code) ?? Unicode.Scalar(0xFFFD)!
        output.append(contentsOf: Array(String(scalar).utf8))
    }

    package mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a short \\u escape") }
        var code: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else { throw failure("a bad \\u escape") }
            code = code << 4 | digit
        }
        position += 4
        return code
    }
}
