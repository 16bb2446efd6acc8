import Foundation
import Testing
@testable import Support
@testable import Model
@testable import Scheduling
@testable import Store
@testable import Reports

/// `flash show --json` is written a card at a time; the text must be byte for byte what
/// JSONEncoder makes of the whole list.
@Suite struct CardJSONWriterTests {
    static let images = URL(fileURLWithPath: "/data/images")
    static let sounds = URL(fileURLWithPath: "/data/sounds")

    /// Text with everything JSON escapes, and what it does not: slashes, DEL, accents, emoji.
    static let awkward = ["", "plain", "a \"quote\" and \\ back", "tab\tnew\nline\r\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{B}",
                          "a/b https://x.org/y", "\u{7F}é 😀 \u{2028}", "el perro", "ümlaut ß", "\r\n"]

    /// A card with every field drawn from `generator`: optionals present or not, empty and full
    /// lists, fractional dates, numbers of every size.
    static func card(_ number: Int, using generator: inout SplitMix64, everyField: Bool = false) -> CardJSON {
        func text() -> String { awkward[Int(generator.next() % UInt64(awkward.count))] }
        func maybe<T>(_ value: T) -> T? { generator.next() % 2 == 0 || everyField ? value : nil }
        func texts() -> [String] { (0..<Int(generator.next() % 3)).map { _ in text() } }
        let created = Date(timeIntervalSince1970: 1_700_000_000 + Double(generator.next() % 10_000_000) / 7)
        var card = Card(
            id: Int64(number + 1), position: number, native: text(), learned: text(), alternatives: texts(),
            alternativesSide: generator.next() % 2 == 0 ? .learned : .native, translationSource: maybe(text()), ipa: maybe("ˈpe.ro"),
            imageURL: maybe("https://img.example/\(number).png"), imageFile: maybe("ab/\(number).png"), imageCredit: maybe(text()),
            imageIndex: maybe(Int(generator.next() % 3)),
            imageCandidates: (0..<Int(generator.next() % 3)).map { _ in
                ImageCandidate(url: text(), thumbnail: maybe(text()), credit: maybe(text()), source: text(), downloadLocation: maybe(text()))
            },
            incorrectAnswers: texts(), right: Int(generator.next() % 100), wrong: Int(generator.next() % 100), created: created)
        card.nativeAlternatives = texts()
        card.translationCandidates = (0..<Int(generator.next() % 3)).map { _ in
            var candidate = TranslationCandidate(text: text(), partOfSpeech: maybe(.noun), gender: maybe(.feminine), sources: texts())
            (candidate.role, candidate.plural, candidate.reading) = (maybe(.otherMeaning), maybe(true), maybe(text()))
            return candidate
        }
        card.plural = generator.next() % 2 == 0 || everyField
        card.reading = maybe(text())
        card.partOfSpeech = maybe(.verb)
        card.gender = maybe(.neuter)
        card.confidence = maybe(.agreed)
        card.soundFile = maybe("\(number).wav")
        let numbers = [0, 1, 5.0, 0.1, 1.0 / 3, 1e-7, 1e20, 123.456, 36_500.25, 2.5e-5]
        let state = MemoryState(
            phase: [.learning, .review, .relearning][number % 3], step: maybe(1),
            stability: maybe(numbers[Int(generator.next() % 10)]), difficulty: maybe(numbers[Int(generator.next() % 10)]),
            due: created.addingTimeInterval(86_400.5), lastReview: maybe(created))
        let memory = CardMemory(state: state, reps: number, lapses: number % 4, leech: number % 5 == 0)
        var json = CardJSON(card, images: images, sounds: maybe(sounds), memory: maybe(CardJSON.Memory(memory, retrievability: numbers[number % 10])))
        json.reviews = maybe((0..<Int(generator.next() % 3)).map { index in
            CardJSON.Review(CardReview(time: created.addingTimeInterval(Double(index) * 3_600.5), rating: Rating.allCases[index % 4],
                                       milliseconds: maybe(index * 1_500), stability: maybe(numbers[index]), difficulty: maybe(numbers[index + 3]),
                                       due: created.addingTimeInterval(86_400)))
        })
        return json
    }

    static func list(style: ListStyle = .violet, images: Bool = true) throws -> WordList {
        WordList(id: 3, name: "zoo \"animals\"", study: try Study(native: .english, learned: Language(code: "es")),
                 style: style, images: images, created: Date(timeIntervalSince1970: 1_772_355_600.75))
    }

    @Test(arguments: [0, 1, 2, 40, 300])
    func writtenCardByCardTheTextIsWhatJSONEncoderMakesOfTheList(count: Int) throws {
        let seed = UInt64(count) * 7_919 + 1
        var generator = SplitMix64(seed: seed)
        let cards = (0..<count).map { Self.card($0, using: &generator) }
        let list = try Self.list(images: count % 2 == 0)
        var parts: [[UInt8]] = []
        var writer = CardJSONWriter(list: list) { parts.append($0) }
        for card in cards { try writer.add(card) }
        try writer.finish()
        let expected = JSONOutput.encode(CardJSON.List(cards: cards, about: CardJSON.About(list)))
        let written = String(decoding: parts.joined(), as: UTF8.self)
        #expect(parts.count > 1 || count < 300, "a long list goes out in parts")
        #expect(parts.dropLast().allSatisfy { $0.count > 65_536 })
        #expect(written == expected, "seed \(seed): first difference at \(Self.firstDifference(written, expected))")
    }

    /// A field added to a card or a candidate is written too: every stored property has its
    /// coding key (a property left out of the keys would silently never be written).
    @Test func everyFieldHasItsCodingKey() throws {
        func keys(_ value: some Encodable) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(JSONOutput.encode(value).utf8)) as? [String: Any]
            return (object ?? [:]).keys.sorted()
        }
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label).sorted() }
        let image = ImageCandidate(url: "u", thumbnail: "t", credit: "c", source: "s", downloadLocation: "d")
        #expect(try keys(image) == fields(image))
        var translation = TranslationCandidate(text: "t", partOfSpeech: .noun, gender: .masculine, sources: ["a"])
        (translation.role, translation.plural, translation.reading) = (.alternative, true, "tī")
        #expect(try keys(translation) == fields(translation))
        var generator = SplitMix64(seed: 1)
        let card = Self.card(5, using: &generator, everyField: true)
        let unset = Mirror(reflecting: card).children.filter { child in
            let inner = Mirror(reflecting: child.value)
            return inner.displayStyle == .optional && inner.children.isEmpty
        }
        #expect(unset.isEmpty, "every optional field set: \(unset.compactMap(\.label))")
        #expect(try keys(card) == fields(card))
        #expect(try keys(CardJSON.About(try Self.list())) == fields(CardJSON.About(try Self.list())))
    }

    static func firstDifference(_ one: String, _ other: String) -> String {
        let index = Array(zip(one, other)).firstIndex { $0 != $1 } ?? min(one.count, other.count)
        return "\(index): \(one.dropFirst(max(0, index - 40)).prefix(80).debugDescription) vs \(other.dropFirst(max(0, index - 40)).prefix(80).debugDescription)"
    }
}
