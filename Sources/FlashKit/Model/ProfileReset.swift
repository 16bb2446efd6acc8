/// What `flash profile reset` erased.
public struct ProfileReset: Sendable, Equatable {
    public var sessions = 0
    public var answers = 0
    public var gameScores = 0
    public var dailyChallenges = 0
    /// Rows of scheduling and story tables, when those tables exist.
    public var otherRows = 0

    public init() {}
}
