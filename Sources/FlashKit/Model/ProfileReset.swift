/// What `flash profile reset` erased.
public struct ProfileReset: Sendable, Equatable {
    var sessions = 0
    var answers = 0
    var gameScores = 0
    var dailyChallenges = 0
    /// Rows of scheduling and story tables, when those tables exist.
    var otherRows = 0

    init() {}
}
