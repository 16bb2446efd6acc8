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
        let setup = ProviderSetup(configuration: configuration, fixtures: fixtures)
        for note in setup.notes { context.console.note(note) }
        if setup.isOfflineOnly {
            context.console.note("Using the offline fixture providers (no online provider is configured).")
        }
        var builder = ListBuilder(
            translators: setup.translators, imageProviders: setup.imageProviders,
            downloader: LocalImageReader(), imageStore: ImageStore(directory: context.paths.imagesDirectory))
        let console = context.console
        builder.progress = { progress in
            console.progress("translating \(progress.done)/\(progress.total), \(progress.errors) errors")
        }
        let report = await builder.build(words, study: study, side: side, images: images, now: context.clock.now())
        console.clearProgress()
        return report
    }
}
