import FoundationEssentials
import FuzzDriver
@testable import Interchange

// Tells the input's format under the names a learner gives files, then reads it as flash's JSON
// of a list and makes every card, memory state and review of it, as `flash import` does before
// it stores them. Hostile JSON must be refused with an error, never a trap.
let now = Date(timeIntervalSince1970: 1_772_355_600)

runFuzzer { bytes in
    for name in ["fuzz.json", "fuzz.csv", "fuzz.apkg", "fuzz"] {
        _ = try? ImportFormat.recognise(bytes, source: name, origin: name)
    }
    guard let file = try? ListJSONFile.decode(bytes) else { return }
    for (offset, card) in file.cards.enumerated() {
        _ = try? card.card(number: offset + 1, now: now, picture: card.imageFile, sound: card.soundFile)
        _ = try? card.interchangeMemory(number: offset + 1)
        _ = try? card.interchangeReviews(number: offset + 1)
    }
}
