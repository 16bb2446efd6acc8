import FoundationEssentials
import Support

/// One row of `table`, read strictly: a column that is missing, empty where a value belongs or
/// of the wrong kind, a value that is not one of its type's cases, or JSON that does not parse
/// throws ``StoreError/damaged(table:column:row:problem:)`` naming the table, the column and
/// the row, never reads as 0, "", [] or a default case.
struct TableRow {
    let row: Row
    let table: String
    /// The column that names the row in errors.
    let key: String

    init(_ row: Row, table: String, key: String = "id") {
        self.row = row
        self.table = table
        self.key = key
    }

    /// The column's value, which may be NULL; a column the row lacks is damage.
    func value(_ column: String) throws -> SQLValue {
        guard let index = row.columns.position(of: column) else { throw damaged(column, "is missing") }
        return row.values[index]
    }

    func optionalInt(_ column: String) throws -> Int? {
        switch try value(column) {
        case .null: return nil
        case .integer(let number): return Int(number)
        case .real(let number) where number.rounded() == number && abs(number) < 9e15: return Int(number)
        case .text(let text) where Int(text) != nil: return Int(text)
        case let other: throw damaged(column, "holds \(Self.shown(other)), not a whole number")
        }
    }

    func optionalDouble(_ column: String) throws -> Double? {
        switch try value(column) {
        case .null: return nil
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .text(let text) where Double(text) != nil: return Double(text)
        case let other: throw damaged(column, "holds \(Self.shown(other)), not a number")
        }
    }

    func optionalString(_ column: String) throws -> String? {
        switch try value(column) {
        case .null: return nil
        case .text(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case let other: throw damaged(column, "holds \(Self.shown(other)), not text")
        }
    }

    func int(_ column: String) throws -> Int { try required(column, optionalInt(column)) }
    func id(_ column: String) throws -> Int64 { Int64(try int(column)) }
    func optionalID(_ column: String) throws -> Int64? { try optionalInt(column).map(Int64.init) }
    func double(_ column: String) throws -> Double { try required(column, optionalDouble(column)) }
    func string(_ column: String) throws -> String { try required(column, optionalString(column)) }
    func bool(_ column: String) throws -> Bool { try int(column) != 0 }
    func date(_ column: String) throws -> Date { Date(timeIntervalSince1970: try double(column)) }
    func optionalDate(_ column: String) throws -> Date? { try optionalDouble(column).map(Date.init(timeIntervalSince1970:)) }

    /// A case of `Value` stored as its raw text; NULL reads as nil.
    func optional<Value: RawRepresentable>(_ column: String, as type: Value.Type = Value.self) throws -> Value? where Value.RawValue == String {
        guard let raw = try optionalString(column) else { return nil }
        guard let value = Value(rawValue: raw) else { throw unknown(column, raw, Value.self) }
        return value
    }

    /// A case of `Value` stored as its raw number; NULL reads as nil.
    func optional<Value: RawRepresentable>(_ column: String, as type: Value.Type = Value.self) throws -> Value? where Value.RawValue == Int {
        guard let raw = try optionalInt(column) else { return nil }
        guard let value = Value(rawValue: raw) else { throw unknown(column, String(raw), Value.self) }
        return value
    }

    func required<Value: RawRepresentable>(_ column: String, as type: Value.Type = Value.self) throws -> Value where Value.RawValue == String {
        try required(column, optional(column, as: type))
    }

    func required<Value: RawRepresentable>(_ column: String, as type: Value.Type = Value.self) throws -> Value where Value.RawValue == Int {
        try required(column, optional(column, as: type))
    }

    /// A JSON column, decoded with the one decoder every query shares.
    func json<Value: Decodable>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        try decodingJSON(column) { try JSONColumn.decode(type, from: $0) }
    }

    /// A JSON list column; "[]", what most cards hold, needs no decoding.
    func list<Element: Decodable>(_ column: String, of type: Element.Type = Element.self) throws -> [Element] {
        try decodingJSON(column) { try JSONColumn.decodeList($0) }
    }

    func damaged(_ column: String, _ problem: String) -> StoreError {
        let name: String = switch row.columns.position(of: key).map({ row.values[$0] }) {
        case .integer(let number)?: String(number)
        case .text(let text)?: Self.shown(.text(text))
        default: "?"
        }
        return .damaged(table: table, column: column, row: name, problem: problem)
    }
}

private extension TableRow {
    func required<Value>(_ column: String, _ value: Value?) throws -> Value {
        guard let value else { throw damaged(column, "is empty") }
        return value
    }

    func decodingJSON<Value>(_ column: String, _ decode: (String) throws -> Value) throws -> Value {
        let text = try string(column)
        do {
            return try decode(text)
        } catch {
            throw damaged(column, "holds \(Self.shown(.text(text))), which is not the JSON this column keeps")
        }
    }

    func unknown<Value>(_ column: String, _ raw: String, _ type: Value.Type) -> StoreError {
        damaged(column, "holds \(Self.shown(.text(raw))), which is not a \(Value.self)")
    }

    /// A stored value as a short, printable quote for an error line.
    static func shown(_ value: SQLValue) -> String {
        switch value {
        case .null: "nothing"
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): "'\(Text.printable(text.count > 40 ? String(text.prefix(40)) + "…" : text))'"
        case .blob(let bytes): "\(bytes.count) bytes of binary data"
        }
    }
}
