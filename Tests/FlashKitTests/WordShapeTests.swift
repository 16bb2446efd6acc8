import Testing
@testable import Model
@testable import Providers

/// "to X" is a verb in every language: a candidate whose spelling cannot be an infinitive is
/// no translation of it.
struct WordShapeTests {
    @Test(arguments: [
        ("es", "hablar", true), ("es", "ir", true), ("es", "reír", true), ("es", "quejarse", true), ("es", "dar una patada", true),
        ("es", "patada", false), ("es", "estornudo", false),
        ("fr", "finir", true), ("fr", "prendre", true), ("fr", "se plaindre", true), ("fr", "s'asseoir", true), ("fr", "haïr", true),
        ("fr", "avoir le hoquet", true), ("fr", "étreinte", false), ("fr", "chuchotement", false), ("fr", "clin œil", false),
        ("it", "dormire", true), ("it", "porre", true), ("it", "tuffarsi", true), ("it", "segno", false), ("it", "lagrima", false),
        ("pt", "espirrar", true), ("pt", "pôr", true), ("pt", "queixar-se", true), ("pt", "dar de ombros", true),
        ("pt", "espirro", false), ("pt", "soluço", false), ("pt", "rastejamento", false),
        ("de", "schwimmen", true), ("de", "tun", true), ("de", "sich freuen", true), ("de", "Schluckauf haben", true),
        ("de", "Schwanz des Fuchses", false), ("de", "Schwimmen", false), ("de", "blau", false),
    ])
    func aVerbsDictionaryFormIsSpelledAsOne(code: String, text: String, infinitive: Bool) {
        #expect(WordShape.canBeInfinitive(text, in: Language(trusted: code)) == infinitive)
    }

    @Test func languagesWhoseSpellingCannotTellAreNotJudged() {
        #expect(WordShape.canBeInfinitive("食べる", in: Language(trusted: "ja")) == nil)
        #expect(WordShape.canBeAdjective("rouge", in: Language(trusted: "fr")) == nil)
    }

    @Test func aGermanAdjectiveIsNoCapitalisedNoun() {
        #expect(WordShape.canBeAdjective("hohl", in: Language(trusted: "de")) == true)
        #expect(WordShape.canBeAdjective("Hohlraum", in: Language(trusted: "de")) == false)
    }
}
