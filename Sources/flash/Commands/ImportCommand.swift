import FlashArguments
import FlashKit
import Foundation

/// `flash import URL --stage STAGE --name NAME`: a kit in indi's JSON format, from the network
/// (or a file), checked whole and stored as a list of that stage.
enum ImportCommand: FlashCommand {
    static let spec = CommandSpec(
        name: "import", summary: "import a story-mode kit (indi's JSON) from a URL or a file",
        options: [
            .option("stage", "STAGE", "The stage the kit belongs to. Required."),
            .option("name", "NAME", short: "n", "The kit's name: 1 to 30 characters, unique within its stage. Required."),
            .option("lang", "CODE", "The language of the correct answers (default es)."),
            .option("from", "CODE", "The language of the questions (default: `native` in the configuration, en)."),
        ],
        arguments: [.required("SOURCE", "A URL or a file.", completion: .files)],
        discussion: """
            The kit is a JSON array of {"question", "correctAnswer", "incorrectAnswers"}: the question
            in your language, the answer in the learned one, and 1 to 3 wrong answers (none equal
            to the right one), offered as options in tests. A kit that breaks a rule, an HTTP status
            other than 200 or a failed connection imports nothing.

            Examples:
              flash import https://example.org/kits/verbs.json --stage preschool --name verbs
              flash import my-kit.json --stage side-jobs --name "at the bakery"
            """)

    /// Bounds each attempt; one retry covers a dropped connection.
    static let timeout: Duration = .seconds(30)
    static let retry = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(300))

    static func run(_ arguments: ParsedArguments, in context: Context) async throws {
        guard let stageName = arguments.value("stage") else { throw UsageError("--stage is required: the stage the kit belongs to") }
        guard let rawName = arguments.value("name") else { throw UsageError("--name is required: the kit's name (1 to 30 characters)") }
        let stage = try StoryMode.stage(stageName)
        let name = try StoryMode.kitRule { try KitName.validate(rawName) }
        let native = arguments.value("from") ?? context.configuration.string("native", default: "en")
        let study = try usage { try Study(native: Language(code: native), learned: Language(code: arguments.value("lang") ?? "es")) }
        if try context.store().lists.find(name.value) != nil { throw ListError.nameTaken(name.value) }

        // The kit is fetched and checked before story mode stores anything: a failed import changes nothing.
        let source = arguments.positionals[0]
        let (bytes, origin) = try await fetch(source, redactor: Redactor(configuration: context.configuration))
        let questions: [KitQuestion]
        do {
            questions = try KitFile.parse(bytes)
        } catch let error as KitError {
            throw CommandFailure("the kit from \(origin) is malformed: \(error); nothing was imported")
        }
        let store = try StoryMode.store(context)
        try StoryMode.kitRule { try KitName.checkUnique(name, in: stage, among: store.story.kits()) }
        let now = context.clock.now()
        let list = try store.story.createKit(name: name, stage: stage, study: study,
                                             cards: questions.map { $0.card(source: "import", now: now) }, now: now)
        let test = "flash story test \(BuildSummary.quoted(list.name))"
        context.console.line("Imported '\(Text.printable(list.name))' into \(stage.rawValue): \(questions.count) question\(questions.count == 1 ? "" : "s") from \(origin). Try it: \(test)")
    }

    /// The kit's bytes and where they came from (a host, or the file's name).
    static func fetch(_ source: String, redactor: Redactor) async throws -> ([UInt8], String) {
        guard source.contains("://") else {
            return (try InputFile.read(path: source), URL(fileURLWithPath: source).lastPathComponent)
        }
        let response: HTTPResponse
        do {
            response = try await CurlClient(retryPolicy: retry, redactor: redactor).execute(.get(source, provider: "import"), timeout: timeout)
        } catch let error as HTTPError {
            throw CommandFailure("\(error); nothing was imported")
        }
        // The host that answered, after any redirect.
        let host = URLComponents(string: response.url).flatMap { components in
            components.host.map { host in components.port.map { "\(host):\($0)" } ?? host }
        } ?? "the URL"
        guard response.status == 200 else {
            throw CommandFailure("import: HTTP \(response.status) from \(host), a kit comes with 200; nothing was imported")
        }
        return (response.body, host)
    }
}
