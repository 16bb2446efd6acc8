import Model
extension ParsedList {
    /// `flash add`: drops the words a list already has on `side` (ignoring case) and returns them,
    /// so only new words reach the providers.
    public mutating func removeKnown(_ cards: [Card], side: WordSide) -> [ParsedWord] {
        let known = Set(cards.map { (side == .native ? $0.native : $0.learned).lowercased() })
        let already = words.filter { known.contains($0.text.lowercased()) }
        words.removeAll { known.contains($0.text.lowercased()) }
        return already
    }
}
