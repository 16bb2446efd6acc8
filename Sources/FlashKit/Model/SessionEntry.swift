/// One card of a list as a plan chooses it: no words, just what choosing needs.
struct SessionEntry: Sendable, Equatable {
    let id: Int64
    /// Both words are set, so the card can be asked.
    let askable: Bool
    /// right - wrong <= 0.
    let unlearned: Bool
}
