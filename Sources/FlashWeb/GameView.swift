/// A game's score as the API shows it, beside the session's question or summary.
struct GameView: Sendable, Encodable {
    /// Guess: right answers; buzz and daily: points (+200 right, -100 wrong).
    let score: Int
    let right: Int
    let wrong: Int
    /// The run of right answers now (buzz and daily).
    let streak: Int?
    /// Guess: the best finished game's right answers; buzz and daily: the high score (best
    /// streak × 200), this game included.
    let best: Int
    /// This game set a new best.
    let newBest: Bool
    /// The question out was answered wrong before and is asked again (buzz and daily).
    let again: Bool
    /// Guess: seconds allowed an answer.
    let secondsPerAnswer: Double?
    /// The game is over and another can be dealt (`POST /api/sessions/{id}/again`).
    let canPlayAgain: Bool
}

/// What a finished story-mode test or exam kept, in the terminal's words.
struct StoryOutcomeView: Sendable, Encodable {
    /// The score kept (percent).
    let score: Int
    /// A kit's best score after this test.
    let best: Int?
    /// The exam passed (exams only).
    let passed: Bool?
    /// "Score: 80% (best 80%; 70% counts toward the newborn exam).", what opened...
    let lines: [String]
}
