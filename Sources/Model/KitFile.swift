import Foundation
import Support

/// Reads a kit in indi's JSON format, `[{"question", "correctAnswer", "incorrectAnswers"}]`,
/// cleaning every text (``Text/clean(_:)``) and applying indi's rules: at least one question;
/// each with a prompt and a right answer; one to three wrong answers, none empty and none equal
/// to the right one ignoring case. A kit breaking any rule is refused whole.
package enum KitFile {
    /// More questions than this is not a kit.
    static let maximumQuestions = 5_000
    /// The longest prompt or answer, in characters (as for pasted words, with room to spare).
    static let maximumLength = 200

    package static func parse(_ bytes: [UInt8]) throws -> [KitQuestion] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
            throw KitError.notJSON
        }
        guard let items = root as? [Any] else { throw KitError.notAnArray }
        guard !items.isEmpty else { throw KitError.empty }
        guard items.count <= maximumQuestions else { throw KitError.tooManyQuestions(items.count) }
        return try items.enumerated().map { offset, item in
            do {
                return try question(from: item)
            } catch let reason as Reason {
                throw KitError.invalidQuestion(index: offset + 1, reason: reason.text)
            }
        }
    }
}

private extension KitFile {
    struct Reason: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    static func question(from item: Any) throws -> KitQuestion {
        guard let object = item as? [String: Any] else { throw Reason("it is not an object") }
        guard let prompt = object["question"] as? String else { throw Reason("\"question\" is missing or not a string") }
        guard let answer = object["correctAnswer"] as? String else { throw Reason("\"correctAnswer\" is missing or not a string") }
        guard let wrong = object["incorrectAnswers"] as? [Any] else { throw Reason("\"incorrectAnswers\" is missing or not an array") }
        let texts = try wrong.map { value in
            guard let text = value as? String else { throw Reason("\"incorrectAnswers\" holds something other than text") }
            return text
        }
        return try checked(KitQuestion(question: prompt, correctAnswer: answer, incorrectAnswers: texts))
    }

    static func checked(_ raw: KitQuestion) throws -> KitQuestion {
        let prompt = Text.clean(raw.question), answer = Text.clean(raw.correctAnswer)
        let wrong = raw.incorrectAnswers.map(Text.clean)
        guard !prompt.isEmpty else { throw Reason("the question is empty") }
        let label = "'\(prompt.prefix(40))'"
        guard !answer.isEmpty else { throw Reason("\(label) has an empty correct answer") }
        for text in [prompt, answer] + wrong where text.count > maximumLength {
            throw Reason("\(label) has a text of \(text.count) characters, at most \(maximumLength) are allowed")
        }
        guard (1...3).contains(wrong.count) else {
            throw Reason("\(label) has \(wrong.count) incorrect answers, 1 to 3 are needed")
        }
        guard !wrong.contains(where: \.isEmpty) else { throw Reason("\(label) has an empty incorrect answer") }
        if let same = wrong.first(where: { $0.lowercased() == answer.lowercased() }) {
            throw Reason("\(label) has '\(same)' as both the correct and an incorrect answer")
        }
        return KitQuestion(question: prompt, correctAnswer: answer, incorrectAnswers: wrong)
    }
}
