import Support
extension Configuration {
    /// Reads the default file, the user's file and the environment, in that order; every
    /// provider's settings are known keys. It lives with the providers so that Support, which
    /// holds ``Configuration``, needs nothing from them.
    package init(paths: FlashPaths, environment: [String: String]) {
        self.init(paths: paths, environment: environment, providers: ProviderInfo.all.map(\.name))
    }
}
