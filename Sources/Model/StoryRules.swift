/// indi's numbers: a kit's test opens its stage's exam at 70%, an exam of ten questions passes
/// at 50%, and a score is the rounded percentage of right answers.
public enum StoryRules {
    /// The best test score every kit of a stage needs before its exam opens.
    public static let kitPassMark = 70
    /// The exam score that passes.
    package static let examPassMark = 50
    /// How many questions an exam asks (fewer when its kits hold fewer cards).
    public static let examQuestions = 10

    /// round(right / total * 100), 0 for no questions.
    static func score(right: Int, total: Int) -> Int {
        total == 0 ? 0 : Int((Double(right) / Double(total) * 100).rounded())
    }
}
