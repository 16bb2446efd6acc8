import Foundation
import Support
import Model

/// Pronunciation through espeak-ng (Debian package espeak-ng): IPA for a word, the word spoken
/// aloud, or written to a WAV file. The word always follows `--`, so "-x" is a word, not an option.
/// - SeeAlso: https://github.com/espeak-ng/espeak-ng/blob/master/src/espeak-ng.1.ronn
public struct Espeak: Sendable {
    /// The full path of the espeak-ng program.
    let executable: String

    /// espeak-ng at `executable`.
    init(executable: String) {
        self.executable = executable
    }

    /// espeak-ng from the environment's PATH, or nil when it is not installed.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Espeak? {
        ExternalCommand.find("espeak-ng", environment: environment).map { Espeak(executable: $0.executable) }
    }

    /// espeak-ng's IPA for a whole list at once, as list building takes it (nil for a word it
    /// cannot read, or for every part's words when its run fails); nil when espeak-ng is not installed.
    public static func pronouncer(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (@Sendable ([String], Language) -> [String?])? {
        guard let espeak = find(environment: environment) else { return nil }
        return { words, language in espeak.ipa(forList: words, language: language) }
    }

    /// The IPA of a list, cut in as many parts as there are cores, each part one run of
    /// espeak-ng, the runs side by side: one run reads a word after another on one core (812
    /// Spanish words: 0.36 s in one run, 0.20 s in two side by side, the same IPA). A part
    /// holds at least `smallestPart` words, since each run costs a start of its own.
    func ipa(forList words: [String], language: Language, parts: Int = ProcessInfo.processInfo.activeProcessorCount) -> [String?] {
        let size = max(Self.smallestPart, (words.count + max(parts, 1) - 1) / max(parts, 1))
        let starts = Array(stride(from: 0, to: words.count, by: size))
        @Sendable func part(_ start: Int) -> [String?] {
            let slice = Array(words[start..<min(start + size, words.count)])
            return (try? ipa(for: slice, language: language)) ?? slice.map { _ in nil }
        }
        guard starts.count > 1 else { return starts.isEmpty ? [] : part(0) }
        var results = [[String?]](repeating: [], count: starts.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let parts = buffer
            DispatchQueue.concurrentPerform(iterations: starts.count) { index in parts[index] = part(starts[index]) }
        }
        return results.flatMap { $0 }
    }

    static let smallestPart = 100

    /// The word's pronunciation in IPA as espeak-ng reads it in `language` ("kˈasa"), or nil
    /// for an empty word. Language-switch marks such as "(en)" are removed.
    public func ipa(for word: String, language: Language) throws -> String? {
        let text = Text.clean(word)
        guard !text.isEmpty else { return nil }
        let output = try run(Self.ipaOptions(language) + ["--", text])
        let ipa = Text.clean(Self.removingLanguageMarks(output.text))
        return ipa.isEmpty ? nil : ipa
    }

    /// The IPA of many words with one run of espeak-ng (one word a line), in order; nil for
    /// empty words. Punctuation, which would split a line in two, is read as a space.
    func ipa(for words: [String], language: Language) throws -> [String?] {
        let lines = words.map { Text.clean($0.map { ",.;:!?¿¡()[]\"".contains($0) ? " " : $0 }.map(String.init).joined()) }
        let spoken = lines.filter { !$0.isEmpty }
        guard !spoken.isEmpty else { return words.map { _ in nil } }
        let output = try run(Self.ipaOptions(language), input: Array((spoken.joined(separator: "\n") + "\n").utf8))
        let results = output.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Text.clean(Self.removingLanguageMarks(String($0)))
        }
        guard results.count >= spoken.count else { return try words.map { try ipa(for: $0, language: language) } }
        var answers = results[..<spoken.count].makeIterator()
        return lines.map { $0.isEmpty ? nil : answers.next().flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Says the word aloud in `language` on the default sound device. Throws
    /// ``EspeakError/cannotPlay(message:)`` when no sound came out: espeak-ng exits 0 without a
    /// sound device, so what it says on stderr counts, not only its status.
    public func speak(_ word: String, language: Language) throws {
        let text = Text.clean(word)
        guard !text.isEmpty else { return }
        let output = try ExternalCommand(executable: executable).run(["-v", Self.voice(for: language), "--", text])
        if let failure = Self.playbackFailure(in: output) { throw failure }
    }

    /// Writes the word, spoken in `language`, to a WAV file at `path`.
    package func write(_ word: String, language: Language, to path: String) throws {
        _ = try run(["-v", Self.voice(for: language), "-w", path, "--", Text.clean(word)])
    }
}

extension Espeak {
    /// The espeak-ng voice for a language: its code, except Chinese. espeak-ng's `cmn` voice
    /// turns 老师 into "lao3 shi1" and then reads that as English ("lao three shi one");
    /// `cmn-latn-pinyin` reads the same pinyin as Mandarin.
    static func voice(for language: Language) -> String {
        language.code == "zh" ? "cmn-latn-pinyin" : language.code
    }

    /// The options of a run that gives IPA alone. espeak-ng makes each word's sound even with
    /// `-q`, and makes it at the speaking rate: at 400 words a minute instead of 175 it makes
    /// fewer samples and reads a list in half the time, with the same IPA (from 450 on, its
    /// sonic speed-up costs more than it saves).
    static func ipaOptions(_ language: Language) -> [String] {
        ["-q", "--ipa", "-s", String(ipaRate), "-v", voice(for: language)]
    }

    static let ipaRate = 400
}

private extension Espeak {
    func run(_ arguments: [String], input: [UInt8] = []) throws -> ExternalCommand.Output {
        let output = try ExternalCommand(executable: executable).run(arguments, input: input)
        guard output.status == 0 else { throw EspeakError.failed(status: output.status, message: output.errorLine) }
        return output
    }

    /// Why playing failed, or nil when it did not. A complaint about the sound output (ALSA's
    /// "ALSA lib ... cannot find card '0'", the audio library's "error: ...") means it could
    /// not play, whatever the status; otherwise a failing status, or an error on stderr after
    /// status 0, is a failure. A working sound device makes espeak-ng print nothing.
    static func playbackFailure(in output: ExternalCommand.Output) -> EspeakError? {
        let lines = String(decoding: output.standardError, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { Text.clean(String($0)) }.filter { !$0.isEmpty }
        if let sound = lines.first(where: isSoundComplaint) { return .cannotPlay(message: sound) }
        if output.status != 0 { return .failed(status: output.status, message: output.errorLine) }
        return lines.first { $0.lowercased().contains("error") }.map { .cannotPlay(message: $0) }
    }

    /// ALSA's lines, pcaudiolib's lower-case "error: " (espeak-ng's own say "Error: "), and
    /// anything naming the audio output.
    static func isSoundComplaint(_ line: String) -> Bool {
        let lower = line.lowercased()
        return line.hasPrefix("ALSA lib") || line.hasPrefix("error: ")
            || ["audio", "pcm", "sound", "pulse"].contains { lower.contains($0) }
    }

    /// "(en)hˈaʊs(de)" -> "hˈaʊs": espeak-ng marks words it read with another language's rules.
    static func removingLanguageMarks(_ text: String) -> String {
        text.replacingOccurrences(of: #"\([a-z]{2,3}(-[a-z0-9]+)*\)"#, with: "", options: .regularExpression)
    }
}
