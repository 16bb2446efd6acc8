import Testing
@testable import Interchange

/// The line `flash sync` prints: counts in the singular and plural a person writes.
@Suite struct SyncSummaryTests {
    @Test func theLineCountsWhatTravelledInPlainEnglish() {
        var summary = SyncSummary(action: "first")
        (summary.sent.notes, summary.sent.cards, summary.media.sent, summary.media.received) = (3, 6, 2, 1)
        summary.lists.listsAdded = ["animals", "days"]
        summary.lists.cardsChanged = 1
        #expect(summary.line == "First sync: sent 3 notes, 6 cards, 0 reviews; received 0 notes, 0 cards, 0 reviews; 3 media files moved."
                    + " In flash: 2 lists added, 1 card changed.")
        summary.media.received = 0
        summary.media.sent = 1
        #expect(summary.line.contains("; 1 media file moved."))
        #expect(SyncSummary(action: "none").line == "Already in sync.")
    }
}
