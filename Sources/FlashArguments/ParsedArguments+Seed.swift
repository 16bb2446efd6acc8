extension ParsedArguments {
    /// `--seed N`, or a random seed when it is not given: the one way every command reads it.
    public func seed() throws -> UInt64 {
        guard let text = value(.seed) else { return UInt64.random(in: 0...UInt64(Int64.max)) }
        guard let seed = UInt64(text) else { throw ArgumentError("--seed takes a whole number from 0 to \(UInt64.max), not '\(text)'") }
        return seed
    }
}
