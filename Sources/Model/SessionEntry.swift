/// One card of a list as a plan chooses it: no words, just what choosing needs.
package struct SessionEntry: Sendable, Equatable {
    package let id: Int64
    /// Both words are set, so the card can be asked.
    package let askable: Bool
    /// right - wrong <= 0.
    package let unlearned: Bool

    package init(id: Int64, askable: Bool, unlearned: Bool) {
        self.id = id
        self.askable = askable
        self.unlearned = unlearned
    }
}
