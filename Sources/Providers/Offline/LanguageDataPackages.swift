import Model
/// The Debian packages that bring offline dictionaries for a pair of languages, so flash can
/// say which one to install when a pair is not covered. The lists are Debian 12's.
enum LanguageDataPackages {
    /// Apertium pairs packaged by Debian, by folder name; each works in both directions.
    static let apertium = [
        "apertium-af-nl", "apertium-arg-cat", "apertium-bel-rus", "apertium-br-fr", "apertium-cat-ita", "apertium-cat-srd",
        "apertium-dan-nor", "apertium-en-gl", "apertium-eng-cat", "apertium-eng-spa", "apertium-eo-ca", "apertium-eo-en",
        "apertium-eo-es", "apertium-eo-fr", "apertium-es-gl", "apertium-es-pt", "apertium-es-ro", "apertium-eu-en",
        "apertium-eu-es", "apertium-fr-es", "apertium-fra-cat", "apertium-hbs-eng", "apertium-hbs-mkd", "apertium-hbs-slv",
        "apertium-id-ms", "apertium-isl-eng", "apertium-is-sv", "apertium-mkd-bul", "apertium-mkd-eng", "apertium-nno-nob",
        "apertium-oc-ca", "apertium-oc-es", "apertium-oci-fra", "apertium-pol-szl", "apertium-por-cat", "apertium-pt-gl",
        "apertium-rus-ukr", "apertium-spa-arg", "apertium-spa-ast", "apertium-spa-cat", "apertium-spa-ita", "apertium-srd-ita",
        "apertium-swe-dan", "apertium-swe-nor",
    ]

    /// FreeDict dictionaries packaged by Debian (`dict-freedict-SRC-DST`), one direction each.
    static let freeDict: Set<String> = [
        "afr-deu", "afr-eng", "ara-eng", "ces-eng", "cym-eng", "dan-eng", "deu-eng", "deu-fra", "deu-ita", "deu-nld",
        "deu-pol", "deu-por", "deu-rus", "deu-spa", "deu-swe", "deu-tur", "ell-eng", "eng-afr", "eng-ara", "eng-bul",
        "eng-ces", "eng-cym", "eng-dan", "eng-deu", "eng-ell", "eng-fin", "eng-fra", "eng-gle", "eng-hin", "eng-hrv",
        "eng-hun", "eng-ind", "eng-ita", "eng-jpn", "eng-lat", "eng-lit", "eng-nld", "eng-nor", "eng-pol", "eng-por",
        "eng-rom", "eng-rus", "eng-spa", "eng-srp", "eng-swe", "eng-tur", "epo-eng", "fin-eng", "fra-deu", "fra-eng",
        "fra-ita", "fra-nld", "fra-pol", "fra-por", "fra-rus", "fra-spa", "fra-swe", "fra-tur", "gle-eng", "hrv-eng",
        "hun-eng", "isl-eng", "ita-deu", "ita-eng", "ita-por", "ita-spa", "jpn-deu", "jpn-eng", "jpn-fra", "lat-deu",
        "lat-eng", "lit-eng", "nld-deu", "nld-eng", "nld-fra", "nld-spa", "pol-deu", "pol-eng", "pol-fra", "por-deu",
        "por-eng", "por-fra", "por-spa", "slk-eng", "slv-eng", "spa-deu", "spa-eng", "spa-por", "srp-eng", "swe-deu",
        "swe-eng", "swe-fra", "tur-deu", "tur-eng",
    ]

    /// Debian's dictionaries with readings that flash reads for English into Japanese and Russian.
    static let glossaries = ["ja": "edict", "ru": "mueller7accent-dict"]

    /// The packages that would cover `source` -> `target`: the Apertium pair (either direction)
    /// and the FreeDict dictionary, as an `apt-get install` line; empty when Debian has none.
    static func hint(from source: Language, to target: Language) -> String {
        var packages: [String] = []
        let sourceCodes = ApertiumDictionary.codes(source), targetCodes = ApertiumDictionary.codes(target)
        if let pair = apertium.first(where: { name in
            sourceCodes.contains { from in targetCodes.contains { to in name.hasSuffix("-\(from)-\(to)") || name.hasSuffix("-\(to)-\(from)") } }
        }) {
            packages.append(pair)
        }
        if let database = FreeDictTranslator.database(from: source, to: target), freeDict.contains(String(database.dropFirst(3))) {
            packages.append(ProviderError.package(of: database))
        }
        if source == .english, let glossary = glossaries[target.code] { packages.append(glossary) }
        return packages.isEmpty ? "" : "apt-get install " + packages.joined(separator: " ")
    }
}
