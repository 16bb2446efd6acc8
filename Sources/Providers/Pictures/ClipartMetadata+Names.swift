extension ClipartMetadata {
    /// The names a word is matched against whole: the title as a word is typed ("frying pan" for
    /// "Frying_Pan (padella in italian) 03") and, when the title is a colour or style adjective
    /// before one of the drawing's own keywords ("Red Flower" tagged "flower"), that keyword.
    /// A keyword alone names nothing. Empty for a title of an icon, a logo, a sign and the like.
    var names: [String] {
        let title = Self.name(of: self.title)
        let words = title.split(separator: " ").map(String.init)
        guard !words.isEmpty, !words.contains(where: Self.notAPicture.contains) else { return [] }
        let described = words.drop { Self.styleWords.contains($0) }.joined(separator: " ")
        guard described.count < title.count, !described.isEmpty, keywords.map(Self.name).contains(described) else { return [title] }
        return [title, described]
    }

    /// "Frying_Pan (padella in italian) 03" -> "frying pan": lower-cased, remarks in brackets,
    /// a leading article and trailing numbers ("_01", "v0.1") dropped, `_` and `-` as spaces.
    static func name(of title: String) -> String {
        var words = PictureSetFiles.words(of: withoutRemarks(title)).split(whereSeparator: \.isWhitespace).map(String.init)
        while let last = words.last, isNumbering(last) { words.removeLast() }
        if let first = words.first, ["a", "an", "the"].contains(first) { words.removeFirst() }
        return words.joined(separator: " ")
    }
}

private extension ClipartMetadata {
    /// Words of a title that say it is no picture of a thing.
    static let notAPicture: Set<String> = [
        "icon", "icons", "logo", "button", "symbol", "sign", "flag", "map", "pattern", "border",
        "frame", "silhouette", "clipart", "theme", "collection", "template",
    ]

    /// Colour and style adjectives a title may put before the thing it shows ("red flower",
    /// "simple pig", "large basic plate"); nouns used as modifiers ("hot dog", "teddy bear",
    /// "keyboard key") are another thing and are not here.
    static let styleWords: Set<String> = [
        "red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "black", "white", "grey", "gray",
        "golden", "silver", "colored", "coloured", "colorful", "colourful", "bw",
        "simple", "plain", "basic", "stylized", "stylised", "cartoon", "cute", "happy", "funny", "shiny", "glossy",
        "old", "new", "modern", "small", "little", "tiny", "big", "large", "huge", "tall", "open", "closed",
        "sleeping", "bored",
    ]

    /// "01", "2", "v0.1": a drawing's number in a series or its version.
    static func isNumbering(_ word: String) -> Bool {
        let digits = word.hasPrefix("v") ? word.dropFirst() : Substring(word)
        return digits.first?.isNumber == true && digits.allSatisfy { $0.isNumber || $0 == "." }
    }

    /// The title without `(...)` remarks; an unclosed one runs to the end.
    static func withoutRemarks(_ title: String) -> String {
        var kept = "", depth = 0
        for character in title {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { kept.append(character) }
        }
        return kept
    }
}
