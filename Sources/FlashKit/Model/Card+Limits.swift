extension Card {
    /// The longest word or translation a card keeps, in characters: the word list parser and
    /// the offline providers both stop there.
    static let maximumWordLength = 100
}
