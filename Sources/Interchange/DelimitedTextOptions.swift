import Model
/// How to read a delimited text file. The defaults read flash's, Anki's and Quizlet's exports and
/// most spreadsheets without any option.
struct DelimitedTextOptions: Sendable, Equatable {
    /// The separator between cells, over the file's `#separator:` header and the guess.
    var separator: DelimitedTextSeparator?
    /// What ends a row, when it is not a line break (Quizlet's custom row separators, such as
    /// ";"); line breaks are then part of a cell, and read as spaces.
    var rowSeparator: DelimitedTextSeparator?
    /// Which columns hold the words.
    var columns: DelimitedTextColumns
    /// The side of a file's only word column: native words (to translate into the learned
    /// language), or learned words.
    var wordsSide: WordSide
    /// When true, commas and semicolons inside a word cell separate alternatives ("perro, can":
    /// perro, also can), as in pasted pairs and `flash edit --translation`, and as flash writes
    /// them; when false each cell is one word or phrase. A slash stays in the word ("km/h"):
    /// the grader already accepts either side of "casa / hogar".
    var splitsAlternatives: Bool
    /// Whether the first row names the columns; nil detects it (every cell a known label:
    /// Native, Learned, Front, Back, Term, Definition, Word, Translation, IPA, Notes, Tags, GUID,
    /// or a language's English name).
    var firstRowNamesColumns: Bool?
    /// The languages, when the caller knows them: a column named after a language's English name
    /// ("Spanish") is then that side's.
    var study: Study?
    /// Whether cells are HTML, over the file's `#html:` header (absent: plain text).
    var html: Bool?

    /// Options; every default reads without being told.
    init(
        separator: DelimitedTextSeparator? = nil, rowSeparator: DelimitedTextSeparator? = nil,
        columns: DelimitedTextColumns = DelimitedTextColumns(), wordsSide: WordSide = .native,
        splitsAlternatives: Bool = true, firstRowNamesColumns: Bool? = nil, study: Study? = nil, html: Bool? = nil
    ) {
        self.separator = separator
        self.rowSeparator = rowSeparator
        self.columns = columns
        self.wordsSide = wordsSide
        self.splitsAlternatives = splitsAlternatives
        self.firstRowNamesColumns = firstRowNamesColumns
        self.study = study
        self.html = html
    }
}
