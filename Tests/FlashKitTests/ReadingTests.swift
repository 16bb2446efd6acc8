import Foundation
import Testing
@testable import FlashKit
@testable import Support
@testable import Model
@testable import Providers
@testable import Learn
@testable import Reports

/// Japanese, Chinese and Russian cards carry a reading (kana, pinyin, the stressed vowel); a
/// typed answer may be the word or its reading, as the learner types it.
@Suite struct ReadingTests {
    static func card(_ learned: String, reading: String?) -> Card {
        var card = Card(id: 1, listID: 1, native: "word", learned: learned, created: Date(timeIntervalSince1970: 0))
        card.reading = reading
        return card
    }

    func judge(_ typed: String, _ card: Card, in code: String) -> Verdict? {
        var settings = SessionSettings()
        settings.answer = .type
        settings.direction = .native
        let maker = QuestionMaker(settings: settings, cards: [card], learned: Language(trusted: code))
        var generator = SplitMix64(seed: 1)
        let question = maker.question(for: card, using: &generator)
        return AnswerJudge(settings: settings, maker: maker).judge(typed, for: question).map { Verdict(rawValue: $0.verdict.rawValue) } ?? nil
    }

    @Test func kanjiOrKanaIsRightForAJapaneseWord() {
        let dog = Self.card("犬", reading: "いぬ")
        #expect(judge("犬", dog, in: "ja") == .correct)
        #expect(judge("いぬ", dog, in: "ja") == .correct)
        #expect(judge("イヌ", dog, in: "ja") == .correct)
        #expect(judge("ねこ", dog, in: "ja") == .wrong)
    }

    @Test func pinyinWithOrWithoutTonesIsRightForAChineseWord() {
        let teacher = Self.card("老师", reading: "lǎoshī")
        for typed in ["老师", "lǎoshī", "laoshi", "lao3shi1", "lao3 shi1", "LAOSHI"] {
            #expect(judge(typed, teacher, in: "zh") == .correct, "\(typed)")
        }
        #expect(judge("lao4shi1", teacher, in: "zh") != .correct)
    }

    @Test func stressMarksAndYoAreOptionalInRussian() {
        let dog = Self.card("собака", reading: "соба́ка")
        #expect(judge("собака", dog, in: "ru") == .correct)
        #expect(judge("соба́ка", dog, in: "ru") == .correct)
        #expect(judge("еж", Self.card("ёж", reading: "ёж"), in: "ru") == .correct)
    }

    @Test func theReadingIsShownWithTheWord() {
        var settings = SessionSettings()
        settings.direction = .learned
        var generator = SplitMix64(seed: 1)
        let japanese = QuestionMaker(settings: settings, cards: [], learned: Language(trusted: "ja"))
        #expect(japanese.question(for: Self.card("犬", reading: "いぬ"), using: &generator).shown == "犬 (いぬ)")
        let russian = QuestionMaker(settings: settings, cards: [], learned: Language(trusted: "ru"))
        #expect(russian.question(for: Self.card("собака", reading: "соба́ка"), using: &generator).shown == "соба́ка")
        #expect(CardLine(native: "dog", learned: "犬", learnedAlternatives: [], nativeAlternatives: [], reading: "いぬ")
            .learnedCell(in: try! Study(native: .english, learned: Language(trusted: "ja"))) == "犬 (いぬ)")
        #expect(CardLine(native: "dog", learned: "собака", learnedAlternatives: [], nativeAlternatives: [], reading: "соба\u{301}ка")
            .learnedCell(in: try! Study(native: .english, learned: Language(trusted: "ru"))) == "соба\u{301}ка")
    }

    @Test func pinyinNumbersBecomeToneMarks() {
        #expect(Pinyin.marked("lao3 shi1") == "lǎoshī")
        #expect(Pinyin.marked("gou3") == "gǒu")
        #expect(Pinyin.marked("nu:3 er2") == "nǚér")
        #expect(Pinyin.marked("xiu1") == "xiū")
        #expect(Pinyin.marked("ma5") == "ma")
        #expect(Pinyin.withoutTones("nǚér") == "nuer")
        #expect(Pinyin.fromNumbers("lao3shi1") == "lǎoshī")
        #expect(Pinyin.fromNumbers("perro") == nil && Pinyin.fromNumbers("2 perros") == nil)
    }

    @Test func muellersSectionsGiveTheWordsOfThePartOfSpeechWithTheirStress() {
        let text = "dog\n   [dɘg]\n   1. _n.\n      1) собАка, пЁс; Greater Dog созвЕздие\n      2) кобЕль\n   2. _v. ходИть по пятАм\n"
        let sections = MuellerGlossary.sections(of: text)
        #expect(sections.map(\.part) == [.noun, .verb])
        #expect(sections[0].senses.first == ["собАка", "пЁс"])
        #expect(MuellerGlossary.stressed("собАка") == "соба\u{301}ка" && MuellerGlossary.plain("собАка") == "собака")
        #expect(MuellerGlossary.stressed("пЁс") == "пёс")
        let write = MuellerGlossary.sections(of: "write\n   [raɪt] _v. (wrote, written) писАть\n")
        #expect(write.first?.part == .verb && write.first?.senses.first == ["писАть"])
        // The first senses with Russian words: a sense of examples alone does not count.
        let bark = MuellerGlossary.sections(of: "bark\n   1. _n. 1) Greater Dog 2) лАй 3) кОра\n   2. _v. лАять\n")
        #expect(bark.first?.senses(1) == [["лАй"]] && bark.first?.senses(2) == [["лАй"], ["кОра"]] && bark.last?.senses == [["лАять"]])
    }

    /// A Russian word's letters are told by their code points: the same answer as the lower
    /// case compared with а–я, for every character of one code point and for letters written
    /// with combining marks (е and U+0308 is ё).
    @Test func russianLettersAreToldAsTheirLowerCaseTellsThem() {
        func byLowerCase(_ character: Character) -> Bool {
            ("а"..."я").contains(character.lowercased().first!) || "ёЁ-".contains(character) || ("А"..."Я").contains(character)
        }
        let single = (0...0x2FFFF).compactMap(Unicode.Scalar.init).map(Character.init)
        let combined: [Character] = ["е\u{308}", "Е\u{308}", "а\u{301}", "А\u{301}", "e\u{301}", "я\u{300}"]
        let differing = (single + combined).filter { MuellerGlossary.isRussianLetter($0) != byLowerCase($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
        #expect(MuellerGlossary.words("собАка, пЁс-Ёж, dog, кот") == ["собАка", "пЁс-Ёж", "кот"])
    }
}
