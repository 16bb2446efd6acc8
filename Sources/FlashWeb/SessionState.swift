import FoundationEssentials

/// A session as the API shows it: what it is, where it stands, and the question being asked
/// or, once it has ended, the summary.
struct SessionState: Sendable, Encodable {
    var id: String = ""
    let kind: String
    /// "Learning 'animals'".
    let title: String
    /// "Spanish → English, type the answer, seed 7".
    let describe: String
    /// "choice", "type", "self", or "yesno" (the guessing game): how the page asks for the answer.
    let answer: String
    let list: String?
    let progress: ProgressView
    let clock: ClockView
    /// The question being asked; nil once the session has ended.
    let question: QuestionView?
    /// In `self` mode, the answer once shown (the next input is the grade).
    let revealed: String?
    /// In `self` mode once the answer is shown: each grade and when it would bring the card
    /// back, as Anki's buttons say ("10m", "3d").
    var grades: [GradeView]? = nil
    /// The summary, once the session has ended.
    let summary: SummaryView?
    /// A game's score (guess, buzz, daily).
    var game: GameView? = nil
    /// What a finished story test or exam kept, once it has ended.
    var story: StoryOutcomeView? = nil
}

/// A self-grade and the wait it gives the card.
struct GradeView: Sendable, Encodable {
    let grade: Int
    let name: String
    let interval: String
}

/// Where a session stands: "3/8", or in a retry round the cards right so far.
struct ProgressView: Sendable, Encodable {
    let asked: Int
    let total: Int
    let learned: Int
    let retry: Bool
    let text: String
}

/// The session's clock: the countdown when it has one, else the time since it started.
struct ClockView: Sendable, Encodable {
    /// When the countdown ends.
    let deadline: Date?
    /// Seconds left on the countdown.
    let secondsLeft: Double?
    let elapsedSeconds: Double
    /// "0:42 left", or "1:05".
    let text: String
}

/// One question: what is shown, how to answer, and where its picture and sound are.
struct QuestionView: Sendable, Encodable {
    /// 1 for the first question drawn, counting retries.
    let number: Int
    /// The card asked; nil for a game question that belongs to no card.
    let card: Int64?
    /// The word shown (also when the picture is the question, for the picture's text).
    let shown: String
    /// False when the picture alone is the question.
    let showsWord: Bool
    let picture: String?
    /// The picture's text alternative: the word shown, never the answer.
    let pictureAlt: String?
    /// The question asked for a picture but the card has none.
    let fellBackToWord: Bool
    let options: [String]
    /// "learned" (the learned word is shown) or "native".
    let direction: String
    let shownLanguage: String?
    let answerLanguage: String?
    /// The shown word spoken, when it can be.
    let sound: String?
    /// "Type the English word", "Choose the Spanish word", "Think of the answer, then show it".
    let prompt: String
}

/// What the engine made of an input, with the session after it.
struct SessionReply: Sendable, Encodable {
    /// judged, retry, revealed, hint, unreadable, timeUp, finished, undone, nothingToUndo.
    let event: String
    var verdict: VerdictView? = nil
    var hint: String? = nil
    /// What `unreadable` or `nothingToUndo` means, for the learner.
    var message: String? = nil
    /// The answer taken back by undo.
    var tookBack: TakenBack? = nil
    var session: SessionState

    struct TakenBack: Sendable, Encodable {
        let shown: String
        let given: String
        let verdict: String
    }
}

/// How an answer was judged.
struct VerdictView: Sendable, Encodable {
    /// "right", "almost", "wrong" or "skipped".
    let verdict: String
    let given: String
    let shown: String
    /// The answer with its alternatives ("casa / hogar").
    let expected: String
    /// The main answer ("casa").
    let answer: String
    /// For `almost`: the difference marked on what was typed, "ca[s→z]a" ([+x] missing,
    /// [-x] extra, [a→b] replaced).
    let difference: String?
    /// The other card whose answer was given.
    let confusedWith: Confused?
    /// In `self` mode: again, hard, good or easy.
    let grade: String?
    /// "✔ right", "≈ almost: casa", "✘ wrong: the answer is casa": the terminal's words.
    let headline: String
    let detail: String

    struct Confused: Sendable, Encodable {
        let shown: String
        let answer: String
    }
}

/// How a session ended and went.
struct SummaryView: Sendable, Encodable {
    /// completed, stopped, outOfTime, interrupted.
    let ending: String
    let answered: Int
    let right: Int
    let percent: Int
    /// Right answers out of the cards planned, as story mode scores.
    let score: Int
    let seconds: Double
    /// "Session completed: 3/4 right (75%) in 2 minutes."
    let headline: String
    let missed: [Missed]

    struct Missed: Sendable, Encodable {
        let shown: String
        let answer: String
        let given: String
        let verdict: String
    }
}
