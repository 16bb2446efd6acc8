import Testing
@testable import Model
@testable import Providers

/// LanguageDataPackages: the `apt-get install` line flash suggests when no installed dictionary
/// covers a pair of languages.
@Suite struct LanguageDataPackagesTests {
    static func hint(_ source: String, _ target: String) throws -> String {
        LanguageDataPackages.hint(from: try Language(code: source), to: try Language(code: target))
    }

    @Test(arguments: [
        ("en", "fr", "apt-get install dict-freedict-eng-fra"),
        ("en", "es", "apt-get install apertium-eng-spa dict-freedict-eng-spa"),
        ("es", "en", "apt-get install apertium-eng-spa dict-freedict-spa-eng"),
        ("fr", "es", "apt-get install apertium-fr-es dict-freedict-fra-spa"),
        ("es", "fr", "apt-get install apertium-fr-es"),
        ("de", "en", "apt-get install dict-freedict-deu-eng"),
        ("ca", "en", "apt-get install apertium-eng-cat"),
        ("en", "ro", "apt-get install dict-freedict-eng-rom"),
        ("en", "ja", "apt-get install dict-freedict-eng-jpn edict"),
        ("en", "ru", "apt-get install dict-freedict-eng-rus mueller7accent-dict"),
    ])
    func aCoveredPairNamesItsPackages(source: String, target: String, expected: String) throws {
        #expect(try Self.hint(source, target) == expected)
    }

    @Test(arguments: [("ko", "th"), ("el", "ja"), ("en", "ko"), ("zh", "en"), ("ja", "ko")])
    func aPairWithNothingGivesAnEmptyHint(source: String, target: String) throws {
        #expect(try Self.hint(source, target) == "")
    }

    /// Each Apertium pair named must join the two languages asked for, in one direction or the
    /// other, and each FreeDict package must be the dictionary of exactly that direction.
    @Test func everyPackageNamedCoversThePairAskedFor() throws {
        let codes = Language.known.keys.sorted()
        for source in codes {
            for target in codes where target != source {
                let hint = try Self.hint(source, target)
                guard !hint.isEmpty else { continue }
                #expect(hint.hasPrefix("apt-get install "), "\(source) -> \(target): \(hint)")
                let from = ApertiumDictionary.codes(try Language(code: source)), to = ApertiumDictionary.codes(try Language(code: target))
                for package in hint.dropFirst("apt-get install ".count).split(separator: " ").map(String.init) {
                    if source == "en", package == LanguageDataPackages.glossaries[target] { continue }
                    if package.hasPrefix("apertium-") {
                        let parts = package.dropFirst("apertium-".count).split(separator: "-").map(String.init)
                        let joins = parts.count == 2 && ((from.contains(parts[0]) && to.contains(parts[1])) || (to.contains(parts[0]) && from.contains(parts[1])))
                        #expect(joins && LanguageDataPackages.apertium.contains(package), "\(source) -> \(target): \(package)")
                    } else {
                        let pair = "\(FreeDictTranslator.codes[source] ?? "?")-\(FreeDictTranslator.codes[target] ?? "?")"
                        #expect(package == "dict-freedict-" + pair && LanguageDataPackages.freeDict.contains(pair), "\(source) -> \(target): \(package)")
                    }
                }
            }
        }
    }

    @Test func everyPackagedFreeDictDirectionIsSuggestedForItsPair() throws {
        let byCode = Dictionary(FreeDictTranslator.codes.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        for pair in LanguageDataPackages.freeDict {
            let parts = pair.split(separator: "-").map(String.init)
            guard let source = byCode[parts[0]], let target = byCode[parts[1]] else { continue }
            #expect(try Self.hint(source, target).contains("dict-freedict-\(pair)"), "\(pair)")
        }
    }
}
