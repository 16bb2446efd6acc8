/// How an answer moves its card's memory: the rating it earned, under a review policy.
package struct AnswerScheduling: Sendable {
    package let rating: Rating
    package let policy: ReviewPolicy
    package let seed: UInt64

    package init(rating: Rating, policy: ReviewPolicy, seed: UInt64) {
        self.rating = rating
        self.policy = policy
        self.seed = seed
    }
}
