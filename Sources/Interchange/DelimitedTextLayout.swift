import Support
import Model
/// Which column holds what (indexes from 0): the words, the IPA, notes, gender and part of speech
/// when a label says so,
/// and the columns Anki's header reserves for GUIDs, tags, decks and note types.
struct DelimitedTextLayout: Equatable {
    var native: Int?
    var learned: Int?
    var ipa: Int?
    var notes: Int?
    var gender: Int?
    var partOfSpeech: Int?
    var tags: Int?
    var guid: Int?
    var deck: Int?
    /// The column labels, from the header or the first row; empty when the file names none.
    var labels: [String]

    /// Labels that say what a column holds, compared lowercased.
    static let nativeLabels: Set<String> = ["native", "front", "term", "word", "question"]
    static let learnedLabels: Set<String> = ["learned", "back", "definition", "translation", "answer"]
    static let ipaLabels: Set<String> = ["ipa", "pronunciation"]
    static let notesLabels: Set<String> = ["notes", "note", "remarks"]
    static let genderLabels: Set<String> = ["gender"]
    static let partOfSpeechLabels: Set<String> = ["part of speech", "pos"]
    static let languageLabels = Set(Language.known.values.map { $0.lowercased() })
    static let knownLabels = nativeLabels.union(learnedLabels).union(ipaLabels).union(notesLabels).union(genderLabels).union(partOfSpeechLabels)
        .union(["tags", "guid", "deck", "notetype"]).union(languageLabels)

    /// True when every cell of `row` is a known label, so the row names the columns. A row of
    /// one cell needs more than a language's name: "German" may be a word of a one-column list.
    static func namesColumns(_ row: [String]) -> Bool {
        let cells = row.map(key).filter { !$0.isEmpty }
        let labels = cells.count == 1 ? knownLabels.subtracting(languageLabels) : knownLabels
        return !cells.isEmpty && cells.allSatisfy(labels.contains)
    }

    static func key(_ label: String) -> String {
        Text.collapsingWhitespace(label).lowercased()
    }

    init(header: DelimitedTextHeader, labels: [String], columnCount count: Int, options: DelimitedTextOptions) throws {
        self.labels = labels
        (tags, guid, deck) = (header.tagsColumn.map { $0 - 1 }, header.guidColumn.map { $0 - 1 }, header.deckColumn.map { $0 - 1 })
        let reserved = Set([tags, guid, deck, header.notetypeColumn.map { $0 - 1 }].compactMap { $0 })
        ipa = labelled(Self.ipaLabels, skipping: reserved)
        notes = labelled(Self.notesLabels, skipping: reserved)
        gender = labelled(Self.genderLabels, skipping: reserved)
        partOfSpeech = labelled(Self.partOfSpeechLabels, skipping: reserved)
        let columns = options.columns
        if let single = columns.single {
            let index = try self.index(of: single, count: count)
            if options.wordsSide == .native { native = index } else { learned = index }
        } else {
            native = try columns.native.map { try index(of: $0, count: count) }
                ?? labelled(Self.nativeLabels.union(Self.language(options.study?.native)), skipping: reserved)
            learned = try columns.learned.map { try index(of: $0, count: count) }
                ?? labelled(Self.learnedLabels.union(Self.language(options.study?.learned)), skipping: reserved)
            fillWordColumns(count: count, reserved: reserved, side: options.wordsSide)
        }
        if let native, native == learned { throw DelimitedTextError.sameColumn(native + 1) }
    }
}

private extension DelimitedTextLayout {
    static func language(_ language: Language?) -> Set<String> {
        language.map { [$0.name.lowercased()] } ?? []
    }

    func labelled(_ names: Set<String>, skipping reserved: Set<Int>) -> Int? {
        labels.indices.first { !reserved.contains($0) && names.contains(Self.key(labels[$0])) }
    }

    func index(of column: DelimitedTextColumns.Column, count: Int) throws -> Int {
        switch column {
        case .number(let number):
            guard number <= count else { throw DelimitedTextError.columnOutOfRange(number, count: count) }
            return number - 1
        case .name(let name):
            guard let index = labels.firstIndex(where: { Self.key($0) == Self.key(name) }) else {
                throw DelimitedTextError.noSuchColumn(name, labels: labels)
            }
            return index
        }
    }

    /// Sides no option or label placed take the first free columns in order: the native side
    /// first, so two unnamed columns are native, learned (Quizlet's term, definition). A file of
    /// one free column puts its words on `side`.
    mutating func fillWordColumns(count: Int, reserved: Set<Int>, side: WordSide) {
        let taken = reserved.union([ipa, notes, gender, partOfSpeech, native, learned].compactMap { $0 })
        var free = (0..<count).filter { !taken.contains($0) }.makeIterator()
        switch (native, learned) {
        case (nil, nil):
            let first = free.next(), second = free.next()
            if second == nil, side == .learned { learned = first } else { (native, learned) = (first, second) }
        case (nil, _): native = free.next()
        case (_, nil): learned = free.next()
        default: break
        }
    }
}
