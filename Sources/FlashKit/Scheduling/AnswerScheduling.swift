/// How an answer moves its card's memory: the rating it earned, under a review policy.
struct AnswerScheduling: Sendable {
    let rating: Rating
    let policy: ReviewPolicy
    let seed: UInt64

    init(rating: Rating, policy: ReviewPolicy, seed: UInt64) {
        self.rating = rating
        self.policy = policy
        self.seed = seed
    }
}
