extension EmojiFont {
    /// Where a table lies in the file.
    struct TableSpan: Sendable {
        let name: String
        let offset: Int
        let length: Int
    }

    /// A structural problem found while reading; turned into ``EmojiError`` with the path.
    struct Problem: Error {
        let reason: String
    }

    /// A bounds-checked, big-endian view of part of the mapped file.
    struct Window {
        let bytes: UnsafeRawBufferPointer
        let span: TableSpan

        init(_ bytes: UnsafeRawBufferPointer, _ span: TableSpan) {
            self.bytes = bytes
            self.span = span
        }

        func check(_ at: Int, _ length: Int) throws {
            guard at >= 0, length >= 0, length <= span.length, at <= span.length - length else {
                throw Problem(reason: "the \(span.name) table is truncated")
            }
        }

        func u8(_ at: Int) throws -> Int {
            try check(at, 1)
            return Int(bytes[span.offset + at])
        }

        func u16(_ at: Int) throws -> Int {
            try check(at, 2)
            return Int(bytes[span.offset + at]) << 8 | Int(bytes[span.offset + at + 1])
        }

        func u32(_ at: Int) throws -> Int {
            try check(at, 4)
            let start = span.offset + at
            return (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + $1]) }
        }

        /// A window on `length` bytes at `at`, checked to lie inside this one.
        func window(_ at: Int, _ length: Int, name: String? = nil) throws -> Window {
            try check(at, length)
            return Window(bytes, TableSpan(name: name ?? span.name, offset: span.offset + at, length: length))
        }

        /// The absolute file range of `length` bytes at `at`.
        func range(_ at: Int, _ length: Int) throws -> Range<Int> {
            try check(at, length)
            return (span.offset + at)..<(span.offset + at + length)
        }
    }

    /// The whole file as a window.
    struct File {
        let bytes: UnsafeRawBufferPointer
        var all: Window { Window(bytes, TableSpan(name: "font", offset: 0, length: bytes.count)) }
        func table(_ span: TableSpan) -> Window { Window(bytes, span) }
    }
}
