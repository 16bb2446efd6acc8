extension Card {
    /// The longest word or translation a card keeps, in characters: the word list parser and
    /// the offline providers both stop there.
    package static let maximumWordLength = 100
}
