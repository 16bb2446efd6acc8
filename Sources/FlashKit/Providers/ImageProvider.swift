/// Something that finds pictures for a word.
public protocol ImageProvider: Sendable {
    /// The short name used in configuration and summaries ("unsplash", "fixtures").
    var name: String { get }
    /// Up to `limit` images for `word`, best first; empty when none were found.
    func images(for word: String, language: Language, limit: Int) async throws -> [ImageCandidate]
}
