import Model
/// The self-grades of `self` mode, which are also the scheduler's ratings.
public enum SelfGrade: Int, Sendable, CaseIterable {
    case again = 1, hard, good, easy

    public var name: String { String(describing: self) }
    /// Again is a miss; Hard, Good and Easy are right.
    var verdict: SessionVerdict { self == .again ? .wrong : .correct }
}
