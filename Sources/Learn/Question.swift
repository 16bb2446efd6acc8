import Model
/// One card as it is asked: what is shown, what is expected, and the options for `choice`.
public struct Question: Sendable, Equatable {
    public let card: Card
    /// The resolved direction (never `mixed`).
    public let direction: Direction
    /// The word shown (always set, so an image question can fall back to it).
    public let shown: String
    /// The expected answer with its alternatives, as the grader reads it ("casa / hogar").
    public let expected: String
    /// The main expected word, shown as "the right answer".
    public let answer: String
    /// The image file to show, when the question strategy shows images and the card has one.
    public let imageFile: String?
    /// True when an image question fell back to the word because the card has no image.
    public let fellBackToWord: Bool
    /// Options for `choice`, the right one among them.
    public let options: [String]
    /// The learned noun's articles, when the learned word is expected in a language with articles.
    var articles: ArticleCheck? = nil

    /// A hint: the first `letters` letters of each word of the answer, the rest as dots.
    func hint(letters: Int) -> String {
        answer.split(separator: " ").map { word in
            "\(word.prefix(letters))" + String(repeating: "·", count: max(0, word.count - letters))
        }.joined(separator: " ")
    }
}
