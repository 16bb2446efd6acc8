import Foundation
import Support
import Model
import Providers

/// The learner's own changes to a card (`flash edit`): a side typed anew, a translation
/// candidate or an image chosen. A value flash cannot use is ``InvalidInput`` (exit 2).
extension Card {
    /// Sets one side from the learner's text; words after commas, semicolons or slashes become
    /// that side's alternatives. `option` names the option in messages ("--translation").
    public mutating func setWords(_ text: String, on side: WordSide, option: String) throws {
        guard !Text.containsControlCharacters(text.replacingOccurrences(of: "\t", with: " ")) else {
            throw InvalidInput("\(option) contains control characters")
        }
        let parts = Translation.learnerForms(text)
        guard let first = parts.first else { throw InvalidInput("\(option) needs a word") }
        guard !parts.contains(where: { $0.count > WordListParser.maximumItemLength }) else {
            throw InvalidInput("\(option) is too long (at most \(WordListParser.maximumItemLength) characters)")
        }
        if side == .learned { (learned, reading, plural) = (first, nil, false) } else { native = first }
        setAlternatives(Array(parts.dropFirst()), on: side)
        translationSource = "you"
        confidence = nil
    }

    /// After an edit, the IPA of the learned word as it now is: espeak-ng's through `pronounce`
    /// when the word changed from `previous` (none without espeak-ng), never the replaced word's.
    public mutating func pronounceAnew(since previous: String, in language: Language,
                                       pronounce: (@Sendable ([String], Language) -> [String?])?) {
        guard learned != previous else { return }
        ipa = learned.isEmpty ? nil : pronounce?([spoken(on: .learned)], language).first.flatMap { $0.map(Text.clean) }
    }

    /// Makes translation candidate `number` (from 1) the translation, on the side the list
    /// translated into; the words it replaces leave the alternatives.
    public mutating func pickCandidate(_ number: Int) throws {
        let candidates = translationCandidates
        guard candidates.indices.contains(number - 1) else {
            throw InvalidInput("this card has \(Self.count(candidates.count, "translation")); --pick takes 1 to \(max(1, candidates.count))")
        }
        let chosen = candidates[number - 1]
        let side = alternativesSide
        let previous = word(on: side)
        if side == .learned { learned = chosen.text } else { native = chosen.text }
        alternatives = alternatives.filter {
            $0.caseInsensitiveCompare(chosen.text) != .orderedSame && $0.caseInsensitiveCompare(previous) != .orderedSame
        }
        gender = side == .learned && chosen.partOfSpeech == .noun ? chosen.gender : nil
        if side == .learned { (reading, plural) = (chosen.reading, chosen.plural ?? false) }
        partOfSpeech = chosen.partOfSpeech ?? partOfSpeech
        confidence = nil
        translationSource = "you (from \(chosen.sources.filter { $0 != "reverse" }.joined(separator: "+")))"
    }

    /// Uses image candidate `number` (from 1), downloaded and stored.
    public mutating func pickImage(_ number: Int, store: ImageStore, downloader: any ImageDownloading) async throws {
        guard imageCandidates.indices.contains(number - 1) else {
            throw InvalidInput("this card has \(Self.count(imageCandidates.count, "image")); --image takes 1 to \(max(1, imageCandidates.count))")
        }
        let builder = ListBuilder(translators: [], imageProviders: [], downloader: downloader, imageStore: store)
        guard try await builder.choose(number - 1, for: &self) else {
            throw UnusableImage(number: number)
        }
    }

    /// Takes the picture off the card; its candidates stay, for `--image N` later.
    public mutating func removeImage() {
        imageFile = nil
        imageURL = nil
        imageIndex = nil
        imageCredit = nil
    }

    /// Uses the learner's own picture file.
    public mutating func useImageFile(at path: String, store: ImageStore) throws {
        imageFile = try store.storeFile(at: path)
        imageURL = nil
        imageIndex = nil
        imageCredit = "your own"
    }

    private static func count(_ number: Int, _ kind: String) -> String {
        "\(number) \(kind) candidate\(number == 1 ? "" : "s")"
    }
}

/// An image candidate that could not be downloaded or read: the card keeps its picture.
struct UnusableImage: Error, CustomStringConvertible {
    let number: Int

    var description: String { "image candidate \(number) could not be used" }
}
