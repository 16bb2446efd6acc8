import Support
import Model

/// The settings a learner gave for one session (on the command line, or in a request to the
/// web server); what they leave out comes from the configuration's `learn.*`, then the defaults.
public struct SessionChoices: Sendable {
    public var direction: Direction?
    public var show: QuestionShow?
    public var answer: AnswerMode?
    public var options: Int?
    public var count: Int?
    public var timer: Int?
    public var retry = false
    public var strict = false
    public var articles = false
    /// Nil picks a random seed.
    public var seed: UInt64?

    public init() {}

    /// The session's settings: these choices, else `learn.*` in `configuration`, else the defaults.
    public func settings(configuration: Configuration) throws -> SessionSettings {
        var settings = SessionSettings()
        settings.direction = try direction ?? SessionSettings.configured("direction", in: configuration) ?? .learned
        settings.show = try show ?? SessionSettings.configured("show", in: configuration) ?? .word
        settings.answer = try answer ?? SessionSettings.configured("answer", in: configuration) ?? .choice
        settings.options = try options ?? SessionSettings.configuredOptions(in: configuration) ?? 4
        settings.count = count
        settings.timer = timer
        settings.retry = retry || configuration.bool("learn.retry") == true
        settings.strict = strict || configuration.bool("learn.strict") == true
        settings.articles = articles || configuration.bool("learn.articles") == true
        settings.seed = seed ?? UInt64.random(in: 0...UInt64(Int64.max))
        return settings
    }
}
