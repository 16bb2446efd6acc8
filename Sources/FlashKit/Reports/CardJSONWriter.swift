#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import FoundationEssentials
#endif

/// Writes `flash show --json` a card at a time, byte for byte the JSON of ``CardJSON/List``,
/// so a 10,000-card list is written as it is read instead of built as cards and encoded whole. Keys go in the
/// sorted order JSONEncoder gives them; a test compares the two on every field.
public struct CardJSONWriter {
    private var json = PrettyJSONWriter()
    private let list: WordList
    /// Where the UTF-8 goes, in parts of about 64 kB written into the same storage each time.
    private let output: ([UInt8]) -> Void

    /// Starts the list's object; cards follow with ``add(_:)``.
    public init(list: WordList, output: @escaping ([UInt8]) -> Void) {
        self.list = list
        self.output = output
        json.beginObject()
        json.key("cards")
        json.beginArray()
    }

    /// Writes one card.
    public mutating func add(_ card: CardJSON) {
        json.element()
        json.beginObject()
        json.member("alternatives", card.alternatives)
        json.member("alternativesSide", card.alternativesSide)
        json.member("confidence", card.confidence)
        json.member("created", card.created)
        json.member("gender", card.gender)
        json.member("id", Int(card.id))
        json.key("imageCandidates"); write(card.imageCandidates)
        json.member("imageCredit", card.imageCredit)
        json.member("imageFile", card.imageFile)
        json.member("imageIndex", card.imageIndex)
        json.member("imageURL", card.imageURL)
        json.member("incorrectAnswers", card.incorrectAnswers)
        json.member("ipa", card.ipa)
        json.member("learned", card.learned)
        json.member("learnedAlternatives", card.learnedAlternatives)
        if let memory = card.memory { json.key("memory"); write(memory) }
        json.member("native", card.native)
        json.member("nativeAlternatives", card.nativeAlternatives)
        json.member("partOfSpeech", card.partOfSpeech)
        json.member("plural", card.plural)
        json.member("position", card.position)
        json.member("reading", card.reading)
        json.member("right", card.right)
        json.key("translationCandidates"); write(card.translationCandidates)
        json.member("translationSource", card.translationSource)
        json.member("wrong", card.wrong)
        json.endObject()
        if json.bytes.count > 65_536 { json.drain(to: output) }
    }

    /// Closes the card array, writes the list's own fields and hands over the last part.
    public mutating func finish() {
        json.endArray()
        json.member("created", list.created)
        json.member("images", list.images)
        json.member("learned", list.study.learned.code)
        json.member("name", list.name)
        json.member("native", list.study.native.code)
        json.member("style", list.style.rawValue)
        json.endObject()
        json.drain(to: output)
    }
}

private extension CardJSONWriter {
    mutating func write(_ memory: CardJSON.Memory) {
        json.beginObject()
        json.member("difficulty", memory.difficulty)
        json.member("due", memory.due)
        json.member("lapses", memory.lapses)
        json.member("lastReview", memory.lastReview)
        json.member("leech", memory.leech)
        json.member("reps", memory.reps)
        json.member("retrievability", memory.retrievability)
        json.member("stability", memory.stability)
        json.member("state", memory.state)
        json.endObject()
    }

    mutating func write(_ candidates: [ImageCandidate]) {
        json.beginArray()
        for candidate in candidates {
            json.element()
            json.beginObject()
            json.member("credit", candidate.credit)
            json.member("downloadLocation", candidate.downloadLocation)
            json.member("source", candidate.source)
            json.member("thumbnail", candidate.thumbnail)
            json.member("url", candidate.url)
            json.endObject()
        }
        json.endArray()
    }

    mutating func write(_ candidates: [TranslationCandidate]) {
        json.beginArray()
        for candidate in candidates {
            json.element()
            json.beginObject()
            json.member("gender", candidate.gender?.rawValue)
            json.member("partOfSpeech", candidate.partOfSpeech?.rawValue)
            json.member("plural", candidate.plural)
            json.member("reading", candidate.reading)
            json.member("role", candidate.role?.rawValue)
            json.member("sources", candidate.sources)
            json.member("text", candidate.text)
            json.endObject()
        }
        json.endArray()
    }
}
