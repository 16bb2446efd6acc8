/// English nouns as dictionaries and picture sets may file them in the plural.
enum EnglishNoun {
    /// The plurals `noun` may have by English's regular rules, the likelier first: candles;
    /// boxes and boxs; facilities and facilitys; a phrase's last word only ("washing machines").
    static func plurals(of noun: String) -> [String] {
        guard !noun.contains(" ") else { return [noun + "s"] }
        if noun.hasSuffix("y") { return [String(noun.dropLast()) + "ies", noun + "s"] }
        if ["s", "x", "ch", "sh", "o"].contains(where: noun.hasSuffix) { return [noun + "es", noun + "s"] }
        return [noun + "s"]
    }
}
