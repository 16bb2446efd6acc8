/// What `flash profile reset` erased.
public struct ProfileReset: Sendable, Equatable {
    package var sessions = 0
    package var answers = 0
    package var gameScores = 0
    package var dailyChallenges = 0
    /// Rows of scheduling and story tables, when those tables exist.
    package var otherRows = 0

    package init() {}
}
