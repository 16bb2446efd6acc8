import FuzzDriver
@testable import Interchange

// Reads the input as a CSV/TSV/TXT file as `flash import` reads one (the separator from the
// header or guessed, a label row detected), writes what it read as flash's CSV and reads that
// again: the notes must come back the same. Then reads the input as a file of tab-separated
// learned words. Hostile text must be refused with an error, never a trap.
runFuzzer { bytes in
    if let read = try? DelimitedTextReader().read(bytes, name: "fuzz.csv") {
        let written = DelimitedTextWriter(format: .csv).text(for: read.deck)
        let again = try? DelimitedTextReader().read(Array(written.utf8), name: "fuzz.csv")
        if again?.deck.notes != read.deck.notes {
            // fatalError, not precondition: release builds keep only fatalError's message.
            let difference = zip(read.deck.notes, again?.deck.notes ?? []).first { $0 != $1 }.map { "\($0)\n\($1)" } ?? "no notes"
            fatalError("flash's CSV of what it read reads differently:\n\(written)\n\(difference)")
        }
    }
    let options = DelimitedTextOptions(separator: .tab, wordsSide: .learned, firstRowNamesColumns: false)
    _ = try? DelimitedTextReader(options: options).read(bytes, name: "fuzz.tsv")
}
