/// What the reader made of a file: the deck, the separator it used, where the words came from,
/// and one line for each thing worth telling (a guess, a header or cells flash does not use).
struct DelimitedTextImport: Sendable, Equatable {
    /// The notes, in the file's order. A note whose learned (or native) word is empty came from a
    /// file of one word column, or from an empty cell: the caller translates it like a pasted word.
    var deck: InterchangeDeck
    /// The separator the cells were split at: given, named by the file, or guessed.
    var separator: DelimitedTextSeparator
    /// The columns (from 1) the native and the learned words came from; nil for a side no
    /// column holds.
    var nativeColumn: Int?
    var learnedColumn: Int?
    /// The line each note's row starts on, for the notes in order.
    var lines: [Int] = []
    /// Lines for the learner ("separator: semicolon (guessed; --separator chooses another)").
    var remarks: [String]
}
