import Model

extension WordList {
    /// Why a `learn` session of this list has nothing to ask, with `filter` (`--only`) or none.
    public func nothingToLearn(_ filter: CardFilter?) -> String {
        switch filter {
        case .mistakes: "no mistakes in the last session of '\(name)': nothing to drill"
        case .unlearned: "every card of '\(name)' is learned (right - wrong > 0)"
        case .leeches: "'\(name)' has no leeches"
        case nil: "'\(name)' has no cards with a translation to ask"
        }
    }
}
