import Model
import Scheduling
/// How a recorded answer rates under the policy: the session's side of scheduling.
extension ReviewPolicy {
    /// The rating an answer gives: the learner's own grade in `self` mode; otherwise wrong or
    /// skipped -> Again, almost -> Hard, correct -> Good, correct and quick -> Easy; a right
    /// answer given after a hint is Hard, however quick.
    func rating(for answer: AnswerRecord, mode: AnswerMode) -> Rating {
        if let grade = answer.selfGrade, let rating = Rating(rawValue: grade) { return rating }
        if answer.isRightWithHint { return .hard }
        let quick = mode == .type ? quickTypeSeconds : quickChoiceSeconds
        return Rating.from(
            isCorrect: answer.verdict == .correct, isAlmost: answer.verdict == .almost,
            answerSeconds: Double(answer.milliseconds) / 1000, quickThreshold: quick)
    }
}
