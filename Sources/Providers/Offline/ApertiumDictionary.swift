import Foundation
import Support
import Model

/// One direction of an installed Apertium language pair (`apertium-eng-spa` and others), used
/// as a dictionary, never as a sentence translator: `lt-proc -w SRC-DST.automorf.bin` gives
/// each word's lemmas and parts of speech ("dogs" -> dog<n><pl>), and
/// `lt-proc -b SRC-DST.autobil.bin` every bilingual candidate of a reading with its part of
/// speech and gender (hammer<n> -> martillo<n><m>). Each call runs one process for the whole list.
/// - SeeAlso: lt-proc(1), https://wiki.apertium.org/wiki/Lttoolbox
struct ApertiumDictionary: Sendable {
    /// Where Debian's `apertium-*` packages put their data.
    public static let defaultDirectory = "/usr/share/apertium"

    /// The pair's folder name ("apertium-eng-spa") and direction ("eng-spa").
    let package: String
    let direction: String
    let analyser: ApertiumAnalyser
    let bilingual: String
    /// The target language's generators, the first asked first: the pair's own
    /// (`SRC-DST.autogen.bin`), or for the second hop of a chain the smallest installed one
    /// that writes the language (see ``preferringSmallestGenerator(of:in:)``).
    var generators: [String]
    var generator: String? { generators.first }
    /// The target language's analyser where there are several generators: a feminine noun it
    /// knows as such is its own feminine form, and the next generators need not be loaded for it.
    var targetAnalyser: ApertiumAnalyser?
    /// The language the generators write, where the second hop of a chain knows it.
    var targetLanguage: Language?

    /// The pair from `source` to `target` installed under `directory`, run with `ltProc`; nil
    /// when either is missing.
    static func find(from source: Language, to target: Language, in directory: String = defaultDirectory,
                     ltProc: ExternalCommand?) -> ApertiumDictionary? {
        guard let ltProc, let folders = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        for folder in folders.sorted() where folder.hasPrefix("apertium-") {
            for (from, to) in codes(source).flatMap({ from in codes(target).map { (from, $0) } }) {
                let base = "\(directory)/\(folder)/\(from)-\(to)"
                let analyser = base + ".automorf.bin", bilingual = base + ".autobil.bin"
                if FileManager.default.fileExists(atPath: analyser), FileManager.default.fileExists(atPath: bilingual) {
                    let generator = base + ".autogen.bin"
                    return ApertiumDictionary(package: folder, direction: "\(from)-\(to)",
                                              analyser: ApertiumAnalyser(path: analyser, ltProc: ltProc), bilingual: bilingual,
                                              generators: FileManager.default.fileExists(atPath: generator) ? [generator] : [])
                }
            }
        }
        return nil
    }

    /// Apertium names languages by ISO 639-3 in newer pairs (eng-spa) and 639-1 in older ones (fr-es).
    static func codes(_ language: Language) -> [String] {
        [FreeDictTranslator.codes[language.code], language.code].compactMap { $0 }
    }

    /// The lexical units of each text, in order: one unit for a word or a multiword the
    /// dictionary knows ("washing machine"), several for a phrase it does not.
    func analyse(_ texts: [String]) throws -> [[ApertiumStream.Unit]] {
        try analyser.analyse(texts)
    }

    /// The bilingual candidates of each reading, in the dictionary's order (empty when it has none).
    /// A feminine noun filed under its masculine lemma is given its own form as `gendering` says.
    func translate(_ readings: [ApertiumStream.Reading], gendering: Gendering = .everyGenerator) throws -> [[ApertiumStream.Reading]] {
        let chunks = readings.map { "^" + $0.bilingualForm + "$" }
        let candidates = try analyser.ltProc.stream(bilingual, options: ["-b"], chunks: chunks).map { ApertiumStream.units(in: $0).first?.readings ?? [] }
        return gendering == .none ? candidates : try withGenderedForms(candidates, everyGenerator: gendering == .everyGenerator)
    }

    /// Which generators write a feminine noun filed under its masculine lemma (girl -> chico<n><f>).
    enum Gendering: Sendable {
        /// None: the first hop of a chain hands its lemmas on to the next dictionary, which knows
        /// noi<n><f>, not noia<n><f>.
        case none
        /// The first only: enough for a check, which compares everyday words.
        case firstGenerator
        /// Each in turn, for what the ones before lack: a card's word.
        case everyGenerator
    }

    /// This dictionary with the smallest installed generator of its target language first, its
    /// own after it, for the second hop of a chain. A generator is loaded whole before it
    /// answers: Catalan–French's takes a second and 450 MB, Spanish–French's writes the same
    /// French in 30 ms.
    func preferringSmallestGenerator(of target: Language, in directory: String) -> ApertiumDictionary {
        let suffixes = Self.codes(target).map { "-\($0).autogen.bin" }
        // "es-fr.autogen.bin", not a variety's ("cat-por_BR") or another mode's ("eco-es-fr").
        func writesTarget(_ file: String) -> Bool {
            suffixes.contains { file.hasSuffix($0) && file.dropLast($0.count).allSatisfy(\.isLetter) }
        }
        guard let smallest = Self.installedFiles(in: directory, where: writesTarget).min(by: { Self.size(of: $0) < Self.size(of: $1) }) else { return self }
        var changed = self
        changed.generators = [smallest] + generators.filter { $0 != smallest }
        changed.targetAnalyser = ApertiumAnalyser.find(for: target, in: directory, ltProc: analyser.ltProc)
        changed.targetLanguage = target
        return changed
    }

    /// The full paths of the files named so in every pair's folder under `directory`, in order
    /// of folder and name.
    static func installedFiles(in directory: String, where wanted: (String) -> Bool) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return folders.sorted().filter { $0.hasPrefix("apertium-") }.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: "\(directory)/\(folder)")) ?? []).sorted()
                .filter(wanted).map { "\(directory)/\(folder)/\($0)" }
        }
    }

    /// A file's size in bytes (0 when it cannot be read).
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}

extension ApertiumDictionary {
    /// The target language's past participles of verb candidates, as adjectives ("bored" is
    /// bore<vblex><pp>, aburrir in Spanish, and the card wants aburrido); nil where the
    /// generator has none.
    func participles(of verbs: [ApertiumStream.Reading]) throws -> [String?] {
        guard generator != nil, !verbs.isEmpty else { return verbs.map { _ in nil } }
        let chunks = verbs.map { verb -> String in
            var head = verb.head
            if verb.tags.contains("pron"), head.hasSuffix("se") { head.removeLast(2) }
            return "^\(ApertiumStream.escaped(head))<vblex><pp><m><sg>$"
        }
        return try generate(chunks, everyGenerator: true)
    }

    /// The generator's surface form of each lexical unit (`^bueno<adj><f><sg>$` -> buena); nil
    /// where it has none. With `everyGenerator`, a unit the first generator lacks is asked of
    /// the next; where the next is too large to load for a few words (Catalan–French's: a second
    /// and 450 MB), its form is spelled instead and kept where the target's analyser confirms it.
    func generate(_ units: [String], everyGenerator: Bool = false) throws -> [String?] {
        var forms = [String?](repeating: nil, count: units.count)
        for (position, generator) in (everyGenerator ? generators : Array(generators.prefix(1))).enumerated() {
            let missing = forms.indices.filter { forms[$0] == nil }
            guard !missing.isEmpty else { break }
            if position > 0, Self.size(of: generator) > OfflineSources.startedFileLimit,
               let spelled = try spelledForms(of: missing.map { units[$0] }) {
                for (index, form) in zip(missing, spelled) { forms[index] = form }
                continue
            }
            let answers = try analyser.ltProc.stream(generator, options: ["-g"], chunks: missing.map { units[$0] })
            for (index, form) in zip(missing, answers) {
                let word = form.trimmingSpacesAndNewlines()
                forms[index] = word.isEmpty || "#@*~".contains(word.first!) || word.contains("<") ? nil : word
            }
        }
        return forms
    }
}

private extension ApertiumDictionary {
    /// Each unit's form as the target language's endings spell it (``SpelledForms``), where its
    /// analyser reads the spelling as that very unit (sorcière: sorcier<n><f><sg>); nil when there
    /// is no analyser or the language has no spellings for some unit.
    func spelledForms(of units: [String]) throws -> [String?]? {
        guard let targetAnalyser, let targetLanguage else { return nil }
        var wanted: [ApertiumStream.Reading] = [], spellings: [[String]] = []
        for unit in units {
            guard let reading = ApertiumStream.reading(String(unit.dropFirst().dropLast())),
                  let spelled = SpelledForms.spellings(of: reading.lemma, tags: reading.tags, in: targetLanguage) else { return nil }
            wanted.append(reading)
            spellings.append(spelled)
        }
        let asked = Array(Set(spellings.joined()))
        let analysed = Dictionary(uniqueKeysWithValues: zip(asked, try targetAnalyser.analyse(asked)))
        return zip(wanted, spellings).map { reading, spelled in
            spelled.first { form in
                guard let units = analysed[form], units.count == 1 else { return false }
                return units[0].readings.contains { $0.lemma == reading.lemma && $0.tags == reading.tags }
            }
        }
    }

    /// Apertium files a feminine noun under its masculine lemma with a feminine tag
    /// (girl -> chico<n><f>): the generator gives the word itself (chica).
    func withGenderedForms(_ candidates: [[ApertiumStream.Reading]], everyGenerator: Bool) throws -> [[ApertiumStream.Reading]] {
        guard generator != nil else { return candidates }
        let feminine = Set(candidates.joined().filter { $0.partOfSpeech == .noun && $0.gender == .feminine && $0.queue.isEmpty }.map(\.head))
        let heads = try Array(feminine.subtracting(feminineNouns(among: feminine)))
        guard !heads.isEmpty else { return candidates }
        let forms = try generate(heads.map { "^\(ApertiumStream.escaped($0))<n><f><sg>$" }, everyGenerator: everyGenerator)
        var generated: [String: String] = [:]
        for (head, form) in zip(heads, forms) { if let form { generated[head] = form } }
        return candidates.map { readings in
            readings.map { reading in
                guard reading.partOfSpeech == .noun, reading.gender == .feminine, reading.queue.isEmpty, let word = generated[reading.head] else { return reading }
                var changed = reading
                (changed.head, changed.lemma) = (word, word)
                return changed
            }
        }
    }

    /// The words the target's analyser reads as feminine nouns in their own right (causerie,
    /// not cuisinier); none without an analyser. A feminine plural is not one: Italian's
    /// cameriere is also the plural of cameriera, and the waitress is a cameriera.
    func feminineNouns(among words: Set<String>) throws -> Set<String> {
        guard let targetAnalyser, !words.isEmpty else { return [] }
        let asked = Array(words)
        return Set(zip(asked, try targetAnalyser.analyse(asked)).filter { word, units in
            units.count == 1 && units[0].readings.contains {
                $0.lemma == word && $0.partOfSpeech == .noun && $0.gender == .feminine && !$0.tags.contains("pl")
            }
        }.map(\.0))
    }
}

/// One language's morphological analyser from any installed Apertium pair (`eng-spa.automorf.bin`
/// analyses English): the lemmas and parts of speech a word can have.
struct ApertiumAnalyser: Sendable {
    let path: String
    let ltProc: ExternalCommand

    /// The analyser for `language` in any pair under `directory` with the largest lexicon (the
    /// largest file: French–Catalan's knows figue and secousse, French–Spanish's does not), or nil.
    static func find(for language: Language, in directory: String, ltProc: ExternalCommand?) -> ApertiumAnalyser? {
        guard let ltProc else { return nil }
        let codes = ApertiumDictionary.codes(language)
        let found = ApertiumDictionary.installedFiles(in: directory) { name in
            name.hasSuffix(".automorf.bin") && codes.contains { name.hasPrefix("\($0)-") }
        }
        return found.max { ApertiumDictionary.size(of: $0) < ApertiumDictionary.size(of: $1) }.map { ApertiumAnalyser(path: $0, ltProc: ltProc) }
    }

    /// The lexical units of each text, in order.
    func analyse(_ texts: [String]) throws -> [[ApertiumStream.Unit]] {
        try ltProc.stream(path, options: ["-w"], chunks: texts.map(ApertiumStream.escaped)).map(ApertiumStream.units)
    }
}

extension ExternalCommand {
    /// lt-proc's reply to each chunk, in order. A chunk is sent once, and not at all when the
    /// list's pool remembers its reply from an earlier request (`-z` flushes at each NUL, so a
    /// reply depends on its chunk alone): the target's analyser is asked most candidates two or
    /// three times a list, English–Spanish's dictionary half its readings twice.
    func stream(_ transducer: String, options: [String], chunks: [String]) throws -> [String] {
        let arguments = options + ["-z", transducer]
        let known = pool?.replies(of: self, arguments, to: chunks) ?? chunks.map { _ in nil }
        var asked: [String] = [], seen: Set<String> = []
        for (chunk, reply) in zip(chunks, known) where reply == nil && seen.insert(chunk).inserted { asked.append(chunk) }
        let answers = try send(asked, arguments: arguments, transducer: transducer)
        pool?.remember(answers, of: self, arguments, to: asked)
        let fresh = Dictionary(uniqueKeysWithValues: zip(asked, answers))
        return zip(chunks, known).map { chunk, reply in reply ?? fresh[chunk] ?? "" }
    }
}

private extension ExternalCommand {
    /// Feeds the chunks to one lt-proc separated by NUL (`-z` flushes after each) and returns
    /// its output split the same way, one piece per chunk. An empty chunk follows them: in
    /// bilingual mode lt-proc answers a chunk only once it has read the next character. An
    /// lt-proc of a transducer no larger than ``OfflineSources/startedFileLimit`` is kept for
    /// the list's next request (a generator is asked three or four times a list).
    func send(_ chunks: [String], arguments: [String], transducer: String) throws -> [String] {
        guard !chunks.isEmpty else { return [] }
        var input: [UInt8] = []
        input.reserveCapacity(chunks.reduce(1) { $0 + $1.utf8.count + 1 })
        for chunk in chunks {
            for byte in chunk.utf8 { input.append(byte == 0 ? UInt8(ascii: " ") : byte) }
            input.append(0)
        }
        input.append(0)
        let output = try converse(arguments, input: input, replies: chunks.count + 1, terminator: 0,
                                  keepingNew: ApertiumDictionary.size(of: transducer) <= OfflineSources.startedFileLimit)
        guard output.status == 0 else {
            throw ProviderError.program(provider: "apertium", program: "lt-proc", message: output.errorLine)
        }
        let pieces = output.standardOutput.split(separator: 0, maxSplits: chunks.count, omittingEmptySubsequences: false).prefix(chunks.count)
        guard pieces.count == chunks.count else {
            throw ProviderError.program(provider: "apertium", program: "lt-proc", message: "answered \(pieces.count) of \(chunks.count) words")
        }
        return pieces.map { String(decoding: $0, as: UTF8.self) }
    }
}
