extension StringProtocol {
    /// The text without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives, from the standard library's own Unicode
    /// properties, so a command that only reads its configuration never loads ICU's sets.
    public func trimmingSpaces() -> String {
        trimming(Self.isSpace)
    }

    /// The text without the white space or line breaks at either end, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives.
    package func trimmingSpacesAndNewlines() -> String {
        trimming { scalar in
            Self.isSpace(scalar) || ("\n"..."\r").contains(scalar) || scalar == "\u{85}"
                || [.lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
    }
}

private extension StringProtocol {
    /// Unicode's space separators, the tab, and the zero-width space Foundation counts too.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Trims by Unicode scalars, as Foundation does, so a combining mark after a leading space
    /// stays.
    func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}
