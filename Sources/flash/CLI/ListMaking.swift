import FlashArguments
import Support
import Model
import ListMaker

/// What the list-making commands share: the study from --lang and --from, and building cards
/// with the run's providers and a progress line.
@MainActor
enum ListMaking {
    static func build(_ words: [ParsedWord], study: Study, side: WordSide, images: Bool, style: ListStyle = .grey,
                      arguments: ParsedArguments, context: Context) async throws -> BuildReport {
        let maker = CardMaker(configuration: context.configuration, fixtures: try context.fixtures(), cache: try context.responseCache(),
                              environment: context.environment, imagesDirectory: context.paths.imagesDirectory, images: images,
                              translator: arguments.value(.translator), imageProvider: arguments.value(.images))
        let console = context.console
        var report = await maker.build(words, study: study, side: side, images: images, now: context.clock.now(), style: style) { step, rate in
            console.progress(step.line(rate: rate))
        }
        console.clearProgress()
        // What the providers' setup says comes with the summary, or in a failed build's one line.
        report.notes = maker.notes + report.notes
        return report
    }

    /// The study of `learned` from `--from`, else the configuration's `native`, else en.
    static func study(_ arguments: ParsedArguments, learned: String, native: String? = nil, context: Context) throws -> Study {
        let native = arguments.value(.from) ?? native ?? context.configuration.string("native", default: "en")
        return try InvalidInput.checking { try Study(native: Language(code: native), learned: Language(code: learned)) }
    }
}
