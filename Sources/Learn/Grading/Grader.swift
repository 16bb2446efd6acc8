import Support
import Model
/// Grades typed answers against a card's expected answer.
///
/// Case, whitespace, trailing punctuation and Spanish ¡ ¿ are ignored, and text is compared in
/// NFC. An answer that differs only in diacritics is `almost`. Typos are tolerated by the length
/// of the accepted form in letters: one or two letters need an exact match (accents aside),
/// 3 to 7 letters allow one typo, more than 7 allow two. A typo is one insertion, deletion,
/// substitution or swap of adjacent letters. An answer equal to another card's answer (with an
/// article or without) is always `wrong`, and the grade names that answer.
struct Grader: Sendable {
    /// When true, `almost` answers are graded `wrong` (the grade still records `wasAlmost`).
    let strict: Bool
    private let others: [OtherForm]

    /// Another card's answer in one of its accepted forms, as compared and as written.
    typealias OtherForm = (normalized: String, original: String)

    /// Creates a grader; `otherAnswers` are the answers of the other cards in the session, and
    /// `otherForms` more of them already normalized (``OtherAnswers``), compared after.
    init(strict: Bool = false, otherAnswers: [String] = [], otherForms: [OtherForm] = []) {
        self.strict = strict
        self.others = otherAnswers.flatMap(Grader.forms(of:)) + otherForms
    }

    /// Each accepted form of another card's answer, normalized. A plain answer (printable
    /// ASCII with no alternatives or optional parts) is its one form.
    static func forms(of answer: String) -> [OtherForm] {
        if !answer.utf8.contains(where: { Self.formMarks.contains($0) }), let plain = asciiNormalized(answer) {
            return answer.utf8.contains { $0 != 0x20 } ? [(plain, answer)] : []
        }
        return AcceptedForms.expand(answer).map { (Grader.normalize($0), answer) }
    }

    /// What makes an answer more than one form: alternatives and optional parts.
    private static let formMarks: Set<UInt8> = Set("/;,()".utf8)

    /// Grades `given` against `expected`, which may list alternatives and optional parts. With
    /// `articles`, the answer may start with an article: the right one (or any, when the
    /// gender is unknown) is right, another is almost, marked ("[el→la] llave").
    func grade(_ given: String, expected: String, articles: ArticleCheck? = nil) -> Grade {
        let answer = Grader.normalize(given)
        guard !answer.isEmpty else { return Grade(verdict: .wrong) }
        let forms = AcceptedForms.expand(expected).map(Form.init)
        if let exact = forms.first(where: { $0.normalized == answer }) {
            return Grade(verdict: .correct, matched: exact.text)
        }
        if let pinyin = Pinyin.fromNumbers(answer).map(Grader.normalize), let exact = forms.first(where: { $0.normalized == pinyin }) {
            return Grade(verdict: .correct, matched: exact.text)
        }
        let split = articles.flatMap { Article.split(answer, in: $0.language) }
        if let articles, let split, let grade = grade(split, forms, articles) {
            return grade
        }
        // Another card's answer, with or without an article ("la llave" names llave's card).
        if let other = others.first(where: { $0.normalized == answer || $0.normalized == split?.rest }) {
            return Grade(verdict: .wrong, confusedWith: other.original)
        }
        guard let near = nearest(to: answer, in: forms) else { return Grade(verdict: .wrong) }
        return Grade(
            verdict: strict ? .wrong : .almost, matched: near.text,
            difference: MarkedDifference.between(answer, near.normalized), wasAlmost: true
        )
    }
}

private extension Grader {
    /// An answer that starts with an article, graded on the rest: right with the right article
    /// (or for a word whose gender is unknown), almost with another or with a typo; nil when
    /// the rest is no accepted form.
    func grade(_ split: (article: String, rest: String), _ forms: [Form], _ articles: ArticleCheck) -> Grade? {
        if let grade = gradeDeclined(split, forms, articles) { return grade }
        let exact = forms.first { $0.normalized == split.rest }
        guard let form = exact ?? nearest(to: split.rest, in: forms) else { return nil }
        let isCardWord = form.normalized == Grader.normalize(articles.word)
        let correction = isCardWord ? articles.correction(of: split.article) : nil
        if exact != nil, correction == nil { return Grade(verdict: .correct, matched: form.text) }
        let article = correction.map { "[\(split.article)→\($0)]" } ?? split.article
        let separator = split.article.hasSuffix("'") ? "" : " "
        let word = exact != nil ? split.rest : MarkedDifference.between(split.rest, form.normalized)
        return Grade(verdict: strict ? .wrong : .almost, matched: form.text, difference: article + separator + word, wasAlmost: true)
    }

    /// The card's word opening with an adjective, typed after an article in either ending (der
    /// kleine Finger, der kleiner Finger): right in the ending the article wants, the corrected
    /// one where the article is wrong; almost in the other, the ending marked. Nil for any other answer.
    func gradeDeclined(_ split: (article: String, rest: String), _ forms: [Form], _ articles: ArticleCheck) -> Grade? {
        guard let afterDefinite = articles.afterDefinite else { return nil }
        let card = Form(articles.word)
        guard split.rest == card.normalized || split.rest == Grader.normalize(afterDefinite.text) else { return nil }
        let correction = articles.correction(of: split.article)
        let wanted = articles.wordForms(after: correction ?? split.article).map(Form.init)
        let matched = forms.first { $0.normalized == card.normalized }?.text ?? articles.word
        let fits = wanted.contains { $0.normalized == split.rest }
        if fits, correction == nil { return Grade(verdict: .correct, matched: matched) }
        let article = correction.map { "[\(split.article)→\($0)]" } ?? split.article
        let word = fits ? split.rest : MarkedDifference.between(split.rest, wanted[0].normalized)
        return Grade(verdict: strict ? .wrong : .almost, matched: matched, difference: article + " " + word, wasAlmost: true)
    }

    /// An accepted form as written, and as compared.
    struct Form {
        let text: String
        let normalized: String

        init(_ text: String) {
            (self.text, self.normalized) = (text, Grader.normalize(text))
        }
    }

    /// The accepted form within typo tolerance of `answer`, fewest edits first.
    func nearest(to answer: String, in forms: [Form]) -> Form? {
        let bare = Grader.strippingDiacritics(answer)
        var best: (form: Form, edits: Int)?
        for form in forms where !form.normalized.isEmpty {
            let target = Grader.strippingDiacritics(form.normalized)
            let edits = EditDistance.optimalAlignment(bare, target)
            if edits <= Grader.typoAllowance(for: target), edits < (best?.edits ?? .max) {
                best = (form, edits)
            }
        }
        return best?.form
    }

    /// Typos tolerated for an accepted form: none under 3 letters (any change to "el" or "tu" is
    /// another word), one up to 7, two above.
    static func typoAllowance(for form: String) -> Int {
        let letters = form.filter { $0.isLetter || $0.isNumber }.count
        switch letters {
        case ..<3: return 0
        case 3...7: return 1
        default: return 2
        }
    }
}
