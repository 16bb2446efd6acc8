import Model
/// Something that explains words: a web dictionary, WordNet, or the fixture table.
package protocol DefinitionProvider: Sendable {
    /// The short name used in configuration and summaries ("wordnet", "fixtures").
    var name: String { get }
    /// What the provider knows about `word` in `language`, or nil when it does not know the
    /// word (or the language).
    func entry(for word: String, language: Language) async throws -> WordEntry?
}
