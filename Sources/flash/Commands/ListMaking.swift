import FlashArguments
import FlashKit
import Foundation

/// What `new` and `add` share: choosing providers and building cards with a progress line.
@MainActor
enum ListMaking {
    static func build(_ words: [ParsedWord], study: Study, side: WordSide, images: Bool, arguments: ParsedArguments, context: Context) async throws -> BuildReport {
        var configuration = context.configuration
        if let translator = arguments.value("translator") { configuration.set("translation", translator) }
        if let imageProvider = arguments.value("images") { configuration.set("images", imageProvider) }
        let fixtures = try context.fixtures()
        let roles: Set<ProviderRole> = images ? [.translation, .images] : [.translation]
        let setup = ProviderSetup(configuration: configuration, fixtures: fixtures, cache: try context.responseCache(),
                                  environment: context.environment, roles: roles)
        for note in setup.notes { context.console.note(note) }
        if setup.isOfflineOnly {
            context.console.note("Using the offline fixture providers (no online provider is configured).")
        }
        var builder = ListBuilder(
            translators: setup.translators, imageProviders: setup.imageProviders,
            downloader: setup.downloader, imageStore: ImageStore(directory: context.paths.imagesDirectory))
        if configuration.string("ipa", default: "espeak") == "espeak" {
            builder.pronounce = Espeak.pronouncer(environment: context.environment)
        }
        let console = context.console
        let started = Date()
        builder.progress = { progress in
            let rate = Double(progress.done) / max(0.001, Date().timeIntervalSince(started))
            console.progress(ProgressBar.line(progress, rate: rate))
        }
        let report = await builder.build(words, study: study, side: side, images: images, now: context.clock.now())
        console.clearProgress()
        return report
    }
}
