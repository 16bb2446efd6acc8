import Support
/// The forms an expected answer accepts: "house / home", "casa, hogar" and "casa; hogar" list
/// alternatives, and text in parentheses is optional ("(to) run" accepts "to run" and "run").
enum AcceptedForms {
    /// Each alternative with every choice of its optional parts, followed by the whole answer,
    /// cleaned and without duplicates. Commas do not split an answer that reads as a sentence.
    static func expand(_ expected: String) -> [String] {
        let whole = Text.clean(expected)
        let pieces = alternatives(in: whole)
        var forms = pieces.flatMap(variants)
        if pieces.count > 1 { forms += variants(of: whole) }
        var seen = Set<String>()
        return forms.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}

private extension AcceptedForms {
    /// Beyond this many optional groups, only "all included" and "all left out" are tried.
    static let maximumOptionalGroups = 4

    /// A run of text, either always present or optional (written in parentheses).
    struct Segment {
        var text: String
        var isOptional: Bool
    }

    static func alternatives(in text: String) -> [String] {
        let separators: Set<Character> = looksLikeSentence(text) ? ["/", ";"] : ["/", ";", ","]
        var pieces: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if depth == 0, separators.contains(character) {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        let trimmed = pieces.map(Text.collapsingWhitespace).filter { !$0.isEmpty }
        return trimmed.isEmpty ? [text] : trimmed
    }

    static func looksLikeSentence(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        return "¡¿".contains(first) || ".!?…".contains(last)
    }

    static func variants(of piece: String) -> [String] {
        let segments = self.segments(of: piece)
        let optional = segments.indices.filter { segments[$0].isOptional }
        let masks = optional.count <= maximumOptionalGroups
            ? Array(0..<(1 << optional.count)) : [0, (1 << optional.count) - 1]
        let forms = masks.map { mask in
            let left = Set(optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let kept = segments.indices.filter { !left.contains($0) }.map { segments[$0].text }
            return Text.collapsingWhitespace(kept.joined())
        }
        return forms.contains { !$0.isEmpty } ? forms : [Text.collapsingWhitespace(piece)]
    }

    /// Splits at top-level parentheses; an unclosed "(" or a stray ")" is kept as text.
    static func segments(of piece: String) -> [Segment] {
        var segments: [Segment] = [], current = "", depth = 0
        for character in piece {
            switch (character, depth) {
            case ("(", 0):
                segments.append(Segment(text: current, isOptional: false))
                (current, depth) = ("", 1)
            case (")", 1):
                segments.append(Segment(text: current, isOptional: true))
                (current, depth) = ("", 0)
            default:
                if character == "(" { depth += 1 }
                if character == ")", depth > 1 { depth -= 1 }
                current.append(character)
            }
        }
        segments.append(Segment(text: depth > 0 ? "(" + current : current, isOptional: false))
        return segments
    }
}
