/// How an answer moves its card's memory: the rating it earned, under a review policy.
public struct AnswerScheduling: Sendable {
    public let rating: Rating
    public let policy: ReviewPolicy
    public let seed: UInt64

    public init(rating: Rating, policy: ReviewPolicy, seed: UInt64) {
        self.rating = rating
        self.policy = policy
        self.seed = seed
    }
}
