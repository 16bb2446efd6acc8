import Testing
@testable import Support

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("casa", "casa", 0), ("casa", "cas", 1), ("casa", "cosa", 1), ("casa", "caas", 1),
        ("perro", "pero", 1), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
        ("ab", "ba", 1), ("ca", "abc", 3),
    ])
    func optimalAlignmentCountsEdits(a: String, b: String, expected: Int) {
        #expect(EditDistance.optimalAlignment(a, b) == expected)
    }

    @Test func closestFindsTheNearestCandidateWithinTheLimit() {
        #expect(EditDistance.closest(to: "lsts", in: ["lists", "learn", "show"]) == "lists")
        #expect(EditDistance.closest(to: "zzzzzz", in: ["lists", "learn"]) == nil)
    }
}
