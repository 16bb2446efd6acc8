import FoundationEssentials
import Model

/// What the learner did with the question in front of them.
public enum SessionInput: Sendable, Equatable {
    /// A typed answer, an option's number, or a self-grade 1-4.
    case answer(String)
    /// `:s`: skip it, counted as missed.
    case skip
    /// `:h`: one more letter of each word of the answer.
    case hint
    /// `:u`: take the last answer back and ask that question again.
    case undo
    /// `:q`: stop; everything answered is kept.
    case quit
}

/// What the engine made of an input.
public enum SessionEvent: Sendable, Equatable {
    /// The answer was judged and recorded.
    case judged(Judgement, Question)
    /// The answer was judged wrong and recorded; the card comes back at the end (`--retry`).
    case retryQueued(Judgement, Question)
    /// The answer came after the countdown ended: not recorded, the session is over.
    case timeUp
    /// The last answer was taken back (as recorded); ``SessionEngine/next(at:)`` asks it again.
    case undone(AnswerRecord)
    /// `:u` with no answer to take back.
    case nothingToUndo
    /// A hint: the first letters of each word of the answer.
    case hint(String)
    /// In `self` mode, the first line shows the expected answer; the next one is the grade.
    case revealed(String)
    /// Neither an answer nor a grade this question takes (an option number out of range).
    case unreadable
    /// The session ended, by `:q` or once every card is asked.
    case finished(SessionEnding)
}

/// Where a session stands, for the progress line.
public struct SessionProgress: Sendable, Equatable {
    /// Questions taken from the queue so far, retries included.
    public let asked: Int
    /// Distinct cards in the session.
    public let total: Int
    /// Cards whose latest answer was right.
    public let learned: Int
    /// The question shown comes from the retry round.
    public let isRetry: Bool
}
