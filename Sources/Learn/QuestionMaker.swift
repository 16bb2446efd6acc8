import Model
import Support
/// The question strategy: turns cards into questions, resolving `mixed` directions and drawing
/// `choice` distractors from the list's other cards, then from other lists of the same languages.
struct QuestionMaker: Sendable {
    let settings: SessionSettings
    /// Every card of the list(s) in the session, for distractors.
    let cards: [Card]
    /// Cards of other lists with the same languages, used when the list is too small.
    let extraCards: [Card]
    /// The languages of each list in the session, so distractors stay in one language.
    let studies: [Int64: Study]
    /// The learned language of cards whose list is not in ``studies``, for articles.
    let learned: Language?

    init(settings: SessionSettings, cards: [Card], extraCards: [Card] = [], studies: [Int64: Study] = [:], learned: Language? = nil) {
        self.settings = settings
        self.cards = cards
        self.extraCards = extraCards
        self.studies = studies
        self.learned = learned
    }

    func question(for card: Card, using generator: inout some RandomNumberGenerator) -> Question {
        question(for: card, using: &generator) { side in memorySegments(for: card, side: side) }
    }

    /// A question whose distractors come from `segments`, drawn in order as far as needed: the
    /// same draws as the in-memory pool makes, so a seed gives the same question either way.
    func question<Failure>(for card: Card, using generator: inout some RandomNumberGenerator,
                           segments: (WordSide) throws(Failure) -> [CandidateSegment<Failure>]) throws(Failure) -> Question {
        let direction = settings.direction == .mixed ? (Bool.random(using: &generator) ? Direction.learned : .native) : settings.direction
        let shown = word(of: card, on: direction.shownSide)
        let answer = word(of: card, on: direction.expectedSide)
        let wantsImage = settings.show.showsImage
        let image = wantsImage ? card.imageFile : nil
        var options: [String] = []
        if settings.answer == .choice {
            options = try choices(for: card, answer: answer, side: direction.expectedSide,
                                  segments: try segments(direction.expectedSide), using: &generator)
        }
        return Question(
            card: card, direction: direction, shown: shown, expected: expected(of: card, on: direction.expectedSide),
            answer: answer, imageFile: image, fellBackToWord: wantsImage && image == nil, options: options,
            articles: articles(of: card, on: direction.expectedSide))
    }

    /// The articles a typed learned noun may start with; nil on the native side and for
    /// languages without articles.
    func articles(of card: Card, on side: WordSide) -> ArticleCheck? {
        guard side == .learned, card.partOfSpeech == nil || card.partOfSpeech == .noun,
              let language = studies[card.listID]?.learned ?? learned else { return nil }
        return ArticleCheck(word: card.learned, gender: card.gender, plural: card.plural, language: language)
    }

    /// Answers of the other cards on `side`, for the grader's "is it another card's answer" rule.
    func otherAnswers(than card: Card, on side: WordSide) -> [String] {
        cards.filter { $0.id != card.id }.map { $0.word(on: side) }.filter { !$0.isEmpty }
    }

    /// The card's word on a side as asked: a learned noun with its article when ``SessionSettings/articles`` is on;
    /// a learned word with its reading (犬 (いぬ), 狗 (gǒu)), or a Russian word with its stress marked (соба́ка).
    func word(of card: Card, on side: WordSide) -> String {
        let word = card.word(on: side)
        guard side == .learned, let language = studies[card.listID]?.learned ?? learned else { return word }
        if let reading = card.reading, !reading.isEmpty, Grader.normalize(reading) != Grader.normalize(word) {
            return "\(word) (\(reading))"
        }
        if let reading = card.reading, language.code == "ru", !reading.isEmpty { return reading }
        guard settings.articles else { return word }
        return Article.withDefinite(word, gender: card.gender, plural: card.plural, in: language)
    }

    /// The answer the grader accepts: with articles on, the article is optional ("(el) perro");
    /// a word's reading is accepted as well (いぬ for 犬; gǒu and gou for 狗).
    func expected(of card: Card, on side: WordSide) -> String {
        let answer = card.answer(on: side)
        let shown = word(of: card, on: side)
        let readings = side == .learned ? Self.readingForms(card.reading) : []
        guard shown != card.word(on: side), shown.hasSuffix(card.word(on: side)) else {
            return ([answer] + readings).joined(separator: " / ")
        }
        let article = shown.dropLast(card.word(on: side).count).trimmingSpaces()
        return "(\(article)) " + answer
    }

    /// A reading as typed with or without its tone marks (lǎoshī, laoshi).
    static func readingForms(_ reading: String?) -> [String] {
        guard let reading, !reading.isEmpty, !reading.contains("/"), !reading.contains(",") else { return [] }
        let toneless = Pinyin.withoutTones(reading)
        return toneless == reading ? [reading] : [reading, toneless]
    }
}

private extension QuestionMaker {
    /// The right answer and up to `options - 1` distractors: the card's own wrong answers first
    /// (when the learned word is expected), then each segment in turn; no duplicates ignoring case.
    func choices<Failure>(for card: Card, answer: String, side: WordSide, segments: [CandidateSegment<Failure>],
                          using generator: inout some RandomNumberGenerator) throws(Failure) -> [String] {
        let wanted = settings.options - 1
        var seen: Set<String> = [Grader.normalize(answer)]
        var picked: [String] = []
        func take(_ candidate: String) {
            let key = Grader.normalize(candidate)
            guard picked.count < wanted, !key.isEmpty, seen.insert(key).inserted else { return }
            picked.append(candidate)
        }
        if side == .learned { card.incorrectAnswers.shuffled(using: &generator).forEach(take) }
        for segment in segments {
            var order = LazyShuffle(count: segment.count)
            while picked.count < wanted {
                var batch: [Int] = []
                while batch.count < wanted - picked.count, let index = order.next(using: &generator) { batch.append(index) }
                if batch.isEmpty { break }
                try segment.words(batch).forEach(take)
            }
            order.finish(using: &generator)
        }
        return (picked + [answer]).shuffled(using: &generator)
    }

    /// The list's other cards, the session's other lists of the same languages, then the extra
    /// cards: the pools ``choices`` draws from, each as it stands in memory.
    func memorySegments(for card: Card, side: WordSide) -> [CandidateSegment<Never>] {
        let others = cards.filter { $0.id != card.id }
        let sameList = others.filter { $0.listID == card.listID }
        let sameLanguages = others.filter { $0.listID != card.listID && studies[$0.listID] == studies[card.listID] }
        return [sameList, sameLanguages, extraCards.filter { $0.id != card.id }].map { group in
            let words = group.map { word(of: $0, on: side) }
            return CandidateSegment(count: words.count) { indices in indices.map { words[$0] } }
        }
    }
}

/// Words a question may draw distractors from: how many, and the words at some indices,
/// fetched only when asked.
struct CandidateSegment<Failure: Error> {
    let count: Int
    let words: ([Int]) throws(Failure) -> [String]
}
