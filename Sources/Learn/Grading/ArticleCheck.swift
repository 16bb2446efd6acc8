import Model

/// What the grader knows of a learned noun's article: the language (whose articles a typed
/// answer may start with), the card's word and the articles right for it. A typed answer with
/// or without the right article is right; with another article it is almost, the article marked.
struct ArticleCheck: Sendable, Equatable {
    let language: Language
    /// The card's learned word, the one whose gender the right articles follow.
    let word: String
    /// Its definite article, then its indefinite one; empty when its gender is unknown, and then
    /// any article is right.
    let right: [String]
    /// How the word reads after its definite article when an adjective opens it (German kleiner
    /// Finger, der kleine Finger); nil when it reads the same.
    let afterDefinite: Article.AfterDefinite?

    /// The check for a card's learned word, or nil for a language without articles.
    init?(word: String, gender: Gender?, plural: Bool, language: Language) {
        guard Article.forms[language.code] != nil, !word.isEmpty else { return nil }
        self.language = language
        self.word = word
        right = Article.right(for: word, gender: gender, plural: plural, in: language)
        afterDefinite = language.code == "de" ? gender.flatMap { Article.germanAfterDefinite(word, gender: $0, plural: plural) } : nil
    }

    /// The forms of the word right after `article`: the weak ending after a definite article,
    /// the card's own after an indefinite one; both where the first word may be a noun.
    func wordForms(after article: String) -> [String] {
        guard let afterDefinite else { return [word] }
        if !afterDefinite.isCertain { return [word, afterDefinite.text] }
        return Article.indefiniteForms[language.code]?.contains(article) == true ? [word] : [afterDefinite.text]
    }

    /// The article the learner should have typed in place of `typed`: the indefinite one for an
    /// indefinite article, else the definite one; nil when `typed` is right.
    func correction(of typed: String) -> String? {
        guard let definite = right.first, !right.contains(typed) else { return nil }
        let indefinite = Article.indefiniteForms[language.code]?.contains(typed) == true
        return indefinite && right.count > 1 ? right[1] : definite
    }
}
