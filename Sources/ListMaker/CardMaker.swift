import FoundationEssentials
import Support
import Model
import Store
import Providers

/// The list builder as `new`, `add`, `import`, `favs --to-list` and `guess --words` use it:
/// the configured providers (or a run's own translator and image provider), espeak-ng for
/// missing pronunciations, pictures in the data folder.
public struct CardMaker: Sendable {
    let builder: ListBuilder
    /// What the provider setup has to say (a missing key, offline providers only), in order.
    public let notes: [String]

    public init(configuration given: Configuration, fixtures: URL, cache: ResponseCache?, environment: [String: String],
                imagesDirectory: URL, images: Bool, translator: String?, imageProvider: String?) {
        var configuration = given
        if let translator { configuration.set("translation", translator) }
        if let imageProvider { configuration.set("images", imageProvider) }
        let setup = ProviderSetup(configuration: configuration, fixtures: fixtures, cache: cache, environment: environment,
                                  roles: images ? [.translation, .images] : [.translation])
        notes = setup.notes + (setup.isOfflineOnly ? ["Using the offline fixture providers (no online provider is configured)."] : [])
        var builder = ListBuilder(translators: setup.translators, imageProviders: setup.imageProviders,
                                  downloader: setup.downloader, imageStore: ImageStore(directory: imagesDirectory))
        if configuration.string("ipa", default: "espeak") == "espeak" {
            builder.pronounce = Espeak.pronouncer(environment: environment)
        }
        self.builder = builder
    }

    /// Builds the cards, calling `progress` with each step and the words done per second.
    public func build(_ words: [ParsedWord], study: Study, side: WordSide, images: Bool, now: Date, style: ListStyle = .grey,
                      progress: @escaping @Sendable (BuildProgress, Double) -> Void) async -> BuildReport {
        var builder = builder
        builder.style = style
        let started = Date()
        builder.progress = { step in progress(step, Double(step.done) / max(0.001, Date().timeIntervalSince(started))) }
        return await builder.build(words, study: study, side: side, images: images, now: now)
    }
}
