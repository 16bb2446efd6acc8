import Model
extension SessionSettings {
    /// A game's settings as its session records them: the seed alone.
    init(seed: UInt64) {
        self.init()
        self.seed = seed
    }
}
