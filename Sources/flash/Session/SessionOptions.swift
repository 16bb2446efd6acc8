import FlashArguments
import Support
import Model
import Learn

/// The options `learn`, `review` and `train` share, with their defaults from the configuration.
@MainActor
enum SessionOptions {
    static let options: [OptionSpec] = [
        .option(.direction, "D", "learned (show the learned word, answer in yours), native, or mixed.", completion: .cases(of: Direction.self)),
        .option(.show, "S", "word, image or word+image: what a card shows.", completion: .cases(of: QuestionShow.self)),
        .option(.answer, "A", "choice (pick an option), type (type it) or self (grade yourself 1-4).", completion: .cases(of: AnswerMode.self)),
        .option(.options, "N", "How many options `choice` offers, 2 to 8 (default 4)."),
        .option(.count, "N", "Ask only N cards."),
        .flag(.retry, "Ask missed cards again at the end until each is right."),
        .option(.timer, "SECONDS", "A countdown for the whole session; it ends when time is up."),
        .option(.seed, "N", "Make the order and the options repeatable."),
        .flag(.strict, "Count an almost-right answer (an accent, a typo) as wrong."),
        .flag(.articles, "Show learned nouns with their article (el perro, la vela) where the gender is known."),
    ]

    static let discussion = """
        In a session type the answer (or an option's number) and Enter. :q stops (everything
        answered is saved), :s skips, :u takes back the last answer and asks it again (once per
        answer), :h shows a hint, :p pronounces the word (espeak-ng). With --timer on a
        terminal the time left ticks on the prompt line. When standard input is not a
        terminal, one answer is read per line; the end of input ends the session. With
        FLASH_NOW set the clock stands still and each answer takes 5 seconds, so a session
        replays exactly.
        """

    /// The settings given for a session of `kind`; a given option the kind does not honour is a
    /// usage error.
    static func settings(for kind: SessionKind, from arguments: ParsedArguments, configuration: Configuration) throws -> SessionSettings {
        try refuseUnhonoured(kind, arguments)
        var choices = SessionChoices()
        choices.direction = try arguments.choice(.direction, as: Direction.self, among: Direction.allCases)
        choices.show = try arguments.choice(.show, as: QuestionShow.self, among: QuestionShow.allCases)
        choices.answer = try arguments.choice(.answer, as: AnswerMode.self, among: AnswerMode.allCases)
        choices.options = try arguments.int(.options, in: SessionSettings.optionRange)
        choices.count = try arguments.int(.count, in: 1...100_000)
        choices.timer = try arguments.int(.timer, in: 1...86_400)
        choices.retry = arguments.flag(.retry)
        choices.strict = arguments.flag(.strict)
        choices.articles = arguments.flag(.articles)
        choices.seed = try arguments.seed()
        return try choices.settings(configuration: configuration)
    }

    /// Refuses an option given that `kind` does not honour (exit 2).
    static func refuseUnhonoured(_ kind: SessionKind, _ arguments: ParsedArguments) throws {
        let given = SessionOption.allCases.filter { arguments.isGiven($0.rawValue) }
        do {
            try kind.check(given: Set(given))
        } catch {
            throw UsageError(error.description)
        }
    }
}
